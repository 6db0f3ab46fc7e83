import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { useState } from 'react';
import { CreateBase, Form, SaveButton, TextInput, useNotify } from 'react-admin';
import { PublicKeyInput } from './PublicKeyInput';
import { keyResource, type SiteRef } from './sshKeys';
import { useRefreshSshLists } from './useRefreshSshLists';
import { FormActions } from '../../components/forms/FormActions';

/**
 * Spec 2 §2.8 add-key form: paste a key and an optional comment (POST ssh-keys). From a site's
 * Access page the key is also given to that site as a user key (`environment_id`). Spec 2 §5: no
 * client rules; the server's reason for a refused key is shown under its field, without a toast.
 */
export function SshKeyAddForm({ site }: { site?: SiteRef }) {
  const notify = useNotify();
  const refreshLists = useRefreshSshLists();
  // Bumped after each added key, so the next one starts from an empty form.
  const [round, setRound] = useState(0);
  const { resource, meta } = keyResource(site);
  const onSuccess = async () => {
    notify('app.sshKeys.added', { type: 'success' });
    setRound((count) => count + 1);
    // The key joins the account's list, and from a site also the site's keys and access entries.
    await refreshLists();
  };
  return (
    <CreateBase
      resource={resource}
      redirect={false}
      mutationOptions={{ meta, onSuccess }}
      transform={(data) => (site ? { ...data, environment_id: site.envId } : data)}
    >
      <Form key={round} defaultValues={{ sshkey: '', comment: '' }} disableInvalidFormNotification noValidate>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <PublicKeyInput />
          <TextInput source="comment" label="app.sshKeys.fields.comment" helperText="app.sshKeys.commentHelp" />
          <FormActions>
            <SaveButton label="app.sshKeys.add" icon={<AddIcon />} />
          </FormActions>
        </Box>
      </Form>
    </CreateBase>
  );
}
