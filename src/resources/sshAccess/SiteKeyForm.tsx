import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, type HttpError } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';
import { staffSshAccessGrantSchema } from '../../rules/schemas/sshKey';
import { zodValidate } from '../zodValidate';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(staffSshAccessGrantSchema);

/**
 * Staff make one of the site's keys (its account's, GET admin/ssh-keys?environmentId=) the site's
 * own key, a Site Key (POST admin/environments/{envId}/ssh-access, type vhost).
 */
export function SiteKeyForm({ envId }: { envId: string }) {
  // Bumped after each grant, so the form starts over.
  const [round, setRound] = useState(0);
  const grant = useCall((dataProvider, sshKeyId: string) => dataProvider.grantSiteKey(envId, sshKeyId), {
    invalidates: [['siteSshAccess']],
    success: 'app.sshPages.siteKeyAdded',
    onSuccess: () => setRound((count) => count + 1),
  });
  const submit = (values: Record<string, unknown>) =>
    grant.mutateAsync(String(values.sshKeyId)).then(
      () => undefined,
      (error: HttpError) => error.body?.errors,
    );
  return (
    <Form key={round} defaultValues={{ type: 'vhost', sshKeyId: '' }} validate={validate} onSubmit={submit} disableInvalidFormNotification>
      <Box sx={{ mb: 3 }}>
        <ReferenceInput
          source="sshKeyId"
          reference="siteSshKeys"
          queryOptions={{ meta: { siteId: envId } }}
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <AutocompleteInput label="app.sshPages.siteKey" optionText="title" size="small" margin="dense" helperText="app.sshPages.siteKeyHelp" />
        </ReferenceInput>
        <FormActions>
          <SaveButton label="app.sshPages.addSiteKey" icon={<AddIcon />} />
        </FormActions>
      </Box>
    </Form>
  );
}
