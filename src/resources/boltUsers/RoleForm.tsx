import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { apiCall } from '../../dataProvider/send';
import { memberUpdateSchema } from '../../rules/schemas/member';
import { zodValidate } from '../zodValidate';
import { submissionErrors } from '../bolts/billing/fieldError';
import { useRefreshBolt } from '../bolts/billing/queries';
import { RolePicker } from './RolePicker';
import type { BoltPerson } from './types';

const validate = zodValidate(memberUpdateSchema);

/** A member's new role (PUT bolts/{id}/users/{userId}). */
export function RoleForm({ boltId, person }: { boltId: string; person: BoltPerson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshBolt();
  const headingId = useId();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await apiCall('PUT', `bolts/${boltId}/users/${person.id}`, { data: { type: 'bolt-users', attributes: { role: values.role } } });
      await refresh(boltId);
      notify('app.boltUsers.roleChanged', {
        type: 'success',
        messageArgs: { person: person.name ?? person.email, role: translate(`app.boltUsers.roles.${String(values.role)}.name`) },
      });
      navigate(`/bolts/${boltId}/users-access`);
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 2 }}>
          {translate('app.boltUsers.changeRole')}
        </Typography>
        <Form onSubmit={submit} validate={validate} defaultValues={{ role: person.role }}>
          <RolePicker labelledBy={headingId} />
          <SaveButton label="app.boltUsers.saveRole" sx={{ mt: 2.5 }} />
        </Form>
      </CardContent>
    </Card>
  );
}
