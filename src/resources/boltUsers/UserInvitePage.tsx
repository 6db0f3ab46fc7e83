import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useCall } from '../../dataProvider/useCall';
import { inviteSchema } from '../../rules/schemas/member';
import { submissionErrors } from '../bolts/billing/fieldError';
import { boltKey } from '../bolts/billing/queries';
import { zodValidate } from '../zodValidate';
import { useBoltAccess } from './queries';
import { RolePicker } from './RolePicker';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(inviteSchema);

/** {boltId}/users-access/create: give a person access in a role (POST bolts/{id}/invite). */
export default function UserInvitePage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { access } = useBoltAccess(boltId);
  const invite = useCall((dataProvider, values: Record<string, unknown>) => dataProvider.inviteToBolt(boltId, inviteSchema.parse(values)), {
    invalidates: [['boltUsers'], boltKey(boltId)],
    onSuccess: ({ email, status, role }) => {
      notify(status === 'active' ? 'app.boltUsers.added' : 'app.boltUsers.invited', {
        type: 'success',
        messageArgs: { email, role: translate(`app.boltUsers.roles.${role}.name`) },
      });
      navigate(`/bolts/${boltId}/users-access`);
    },
  });

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
            {/* The call's failure is toasted once; a 422 also marks its field. */}
            <Form
              onSubmit={(values: Record<string, unknown>) => invite.mutateAsync(values).then(() => undefined, submissionErrors)}
              validate={validate}
              defaultValues={{ email: '', role: 'developer' }}
              disableInvalidFormNotification
            >
              <TextInput
                source="email"
                type="email"
                label="app.boltUsers.email"
                helperText="app.boltUsers.emailHelp"
                fullWidth
                sx={{ maxWidth: 480 }}
              />
              <RolePicker />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1.5 }}>
                {translate('app.boltUsers.inviteNote')}
              </Typography>
              <FormActions>
                <SaveButton label="app.boltUsers.sendInvite" icon={<SendIcon />} />
              </FormActions>
            </Form>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
