import { Create, SimpleForm, TextInput } from 'react-admin';
import { PublicKeyInput } from '../sshKeys/PublicKeyInput';

/**
 * Spec 1 §2 /ssh-management/create: a Support key of the provider (POST ssh-keys with sshkey and
 * comment into the admin's own account). Spec 2 §5: no client rules; the server's reason for a
 * refused key shows under its field.
 */
export const SshManagementCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ sshkey: '', comment: '' }} disableInvalidFormNotification noValidate sx={{ maxWidth: 640 }}>
      <PublicKeyInput />
      <TextInput fullWidth source="comment" label="app.sshKeys.fields.comment" helperText="app.sshKeys.commentHelp" />
    </SimpleForm>
  </Create>
);
