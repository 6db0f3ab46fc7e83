import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useCall } from '../../dataProvider/useCall';
import { memberUpdateSchema } from '../../rules/schemas/member';
import { zodValidate } from '../zodValidate';
import { submissionErrors } from '../bolts/billing/fieldError';
import { boltKey } from '../bolts/billing/queries';
import { RolePicker } from './RolePicker';
import type { BoltPerson } from './types';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(memberUpdateSchema);

/** A member's new role (PUT bolts/{id}/users/{userId}). */
export function RoleForm({ boltId, person }: { boltId: string; person: BoltPerson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const headingId = useId();
  const change = useCall(
    (dataProvider, values: Record<string, unknown>) => dataProvider.changeMemberRole(boltId, person.id, memberUpdateSchema.parse(values).role),
    {
      invalidates: [['boltUsers'], boltKey(boltId)],
      onSuccess: (changed) => {
        notify('app.boltUsers.roleChanged', {
          type: 'success',
          messageArgs: { person: person.name ?? person.email, role: translate(`app.boltUsers.roles.${changed.role}.name`) },
        });
        navigate(`/bolts/${boltId}/users-access`);
      },
    },
  );
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 2 }}>
          {translate('app.boltUsers.changeRole')}
        </Typography>
        {/* The call's failure is toasted once; a 422 also marks its field. */}
        <Form
          onSubmit={(values: Record<string, unknown>) => change.mutateAsync(values).then(() => undefined, submissionErrors)}
          validate={validate}
          defaultValues={{ role: person.role }}
          disableInvalidFormNotification
        >
          <RolePicker labelledBy={headingId} />
          <FormActions>
            <SaveButton label="app.boltUsers.saveRole" />
          </FormActions>
        </Form>
      </CardContent>
    </Card>
  );
}
