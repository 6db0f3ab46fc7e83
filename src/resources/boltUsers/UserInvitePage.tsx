import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { apiCall } from '../../dataProvider/send';
import { inviteSchema } from '../../rules/schemas/member';
import { zodValidate } from '../zodValidate';
import { submissionErrors } from '../bolts/billing/fieldError';
import { PageHeader } from '../../components/PageHeader';
import { useRefreshBolt } from '../bolts/billing/queries';
import { useBoltAccess } from './queries';
import { RolePicker } from './RolePicker';
import type { BoltPerson } from './types';

const validate = zodValidate(inviteSchema);

/** {boltId}/users-access/create: give a person access in a role (POST bolts/{id}/invite). */
export default function UserInvitePage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshBolt();
  const { access } = useBoltAccess(boltId);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await apiCall<{ data: { attributes: BoltPerson } }>('POST', `bolts/${boltId}/invite`, {
        data: { type: 'bolt-users', attributes: { email: String(values.email).trim(), role: values.role } },
      });
      await refresh(boltId);
      const { email, status, role } = data.attributes;
      notify(status === 'active' ? 'app.boltUsers.added' : 'app.boltUsers.invited', {
        type: 'success',
        messageArgs: { email, role: translate(`app.boltUsers.roles.${role}.name`) },
      });
      navigate(`/bolts/${boltId}/users-access`);
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <Box>
      <PageHeader
        title={translate('app.routes.boltUserCreate')}
        intro={translate('app.boltUsers.inviteIntro')}
        back={{ to: `/bolts/${boltId}/users-access`, label: 'app.boltUsers.back' }}
      />
      {access && !access.permissions.includes('manageUsers') ? (
        <Alert severity="info">{translate('app.boltUsers.cannotManage')}</Alert>
      ) : (
        <Card sx={{ maxWidth: 880 }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Form onSubmit={submit} validate={validate} defaultValues={{ email: '', role: 'developer' }}>
              <TextInput source="email" type="email" label="app.boltUsers.email" helperText="app.boltUsers.emailHelp" fullWidth sx={{ maxWidth: 480 }} />
              <RolePicker />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 2.5 }}>
                {translate('app.boltUsers.inviteNote')}
              </Typography>
              <SaveButton label="app.boltUsers.sendInvite" icon={<SendIcon />} />
            </Form>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
