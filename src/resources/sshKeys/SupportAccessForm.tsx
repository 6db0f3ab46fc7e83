import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Form, ReferenceInput, SaveButton, SelectInput, type HttpError } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';
import { staffSshAccessGrantSchema } from '../../rules/schemas/sshKey';
import { SSH_ACCESS_EXPIRY_OPTIONS, type SshAccessExpiry } from '../../rules/sshAccess';
import { zodValidate } from '../zodValidate';
import { SupportKeyInput } from './SupportKeyInput';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(staffSshAccessGrantSchema);

interface Grant {
  sshKeyId: string;
  expires: SshAccessExpiry;
}

/** Staff (spec 1 §1, spec 2 §9): temporary Support access with one of the provider's keys and an expiry option. */
export function SupportAccessForm({ envId }: { envId: string }) {
  // Bumped after each grant, so the form starts over.
  const [round, setRound] = useState(0);
  const grant = useCall((dataProvider, value: Grant) => dataProvider.grantSupportAccess(envId, value), {
    invalidates: [['siteSshAccess']],
    success: 'app.siteAccess.granted',
    onSuccess: () => setRound((count) => count + 1),
  });
  // A refused grant's field messages (spec 2 §5) go back to the form to show under their fields.
  const submit = (values: Record<string, unknown>) =>
    grant.mutateAsync(values as unknown as Grant).then(
      () => undefined,
      (error: HttpError) => error.body?.errors,
    );
  return (
    <Form key={round} defaultValues={{ sshKeyId: '', expires: '3h' }} validate={validate} onSubmit={submit} disableInvalidFormNotification>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
          mb: 3,
          px: 2,
          py: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <ReferenceInput source="sshKeyId" reference="ssh-keys" sort={{ field: 'createdAt', order: 'DESC' }}>
          <SupportKeyInput />
        </ReferenceInput>
        <SelectInput
          source="expires"
          label="app.siteAccess.expires"
          choices={[...SSH_ACCESS_EXPIRY_OPTIONS]}
          optionText="label"
          translateChoice={false}
          size="small"
          helperText={false}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormActions>
            <SaveButton label="app.siteAccess.grantSupport" icon={<AddIcon />} />
          </FormActions>
        </Box>
      </Box>
    </Form>
  );
}
