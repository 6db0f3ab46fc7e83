import { Alert, Box, Button, Stack } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { readToken } from '../../authProvider/tokenStore';
import { CardSkeleton } from '../bolts/billing/CardSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { DangerZone } from './DangerZone';
import { isCaller, personActions } from './memberRules';
import { PersonCard } from './PersonCard';
import { useBoltAccess } from './queries';
import { RoleForm } from './RoleForm';
import type { BoltPerson } from './types';
import { usePersonRemoval } from './usePersonRemoval';

/** {boltId}/users-access/{userId}/edit: a person's role, and taking their access away or leaving. */
export default function UserEditPage() {
  const { boltId = '', userId = '' } = useParams();
  const translate = useTranslate();
  const { data: person, error, isPending, refetch } = useGetOne<BoltPerson>('boltUsers', { id: userId, meta: { boltId } });
  const { access } = useBoltAccess(boltId);
  const { remove, busy } = usePersonRemoval(boltId);
  const caller = { email: readToken()?.accountEmail ?? '', permissions: access?.permissions ?? [] };
  const actions = person ? personActions(person, caller) : null;
  const self = person ? isCaller(person, caller) : false;

  return (
    <Box>
      <PageHeader title={translate('app.routes.boltUserEdit')} back={{ to: `/bolts/${boltId}/users-access`, label: 'app.boltUsers.back' }} />
      {error ? (
        <LoadError title="app.boltUsers.personFailed" error={error} onRetry={() => refetch()} />
      ) : isPending || !person || !actions ? (
        <CardSkeleton lines={2} />
      ) : (
        <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
          <PersonCard person={person} />
          {person.source === 'account' && (
            <Alert
              severity="info"
              action={
                caller.permissions.includes('transfer') && (
                  <Button component={Link} to={`/bolts/${boltId}/transfer`} color="inherit" size="small">
                    {translate('app.plan.related.transferTitle')}
                  </Button>
                )
              }
            >
              {translate('app.boltUsers.ownerNote')}
            </Alert>
          )}
          {actions.edit && <RoleForm boltId={boltId} person={person} />}
          {person.source === 'member' && !actions.edit && !self && access && <Alert severity="info">{translate('app.boltUsers.cannotManage')}</Alert>}
          {(actions.remove || actions.leave) && <DangerZone self={self} busy={busy} onRemove={() => remove(person, self)} />}
        </Stack>
      )}
    </Box>
  );
}
