import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Alert, Box, Button, Card, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { readToken } from '../../authProvider/tokenStore';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { byRole, isCaller, personActions } from './memberRules';
import { PersonRow } from './PersonRow';
import { useBoltPeople } from './queries';
import { RoleGuide } from './RoleGuide';
import { usePersonRemoval } from './usePersonRemoval';

/** {boltId}/users-access: who has access to the Bolt, in which role, and what that role may do. */
export default function UsersAccessPage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useBoltPeople(boltId);
  const { remove } = usePersonRemoval(boltId);
  const caller = { email: readToken()?.accountEmail ?? '', permissions: data?.access.permissions ?? [] };
  const canInvite = caller.permissions.includes('manageUsers');
  const people = byRole(data?.people ?? []);
  const onlyOwners = people.every((person) => person.source === 'account');

  return (
    <Box>
      <PageHeader
        title={translate('app.routes.boltUsers')}
        intro={translate('app.boltUsers.intro')}
        actions={
          canInvite && (
            <Button component={Link} to={`/bolts/${boltId}/users-access/create`} variant="contained" startIcon={<PersonAddAlt1Icon />}>
              {translate('app.boltUsers.invite')}
            </Button>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 3fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {error ? (
            <LoadError title="app.boltUsers.loadFailed" error={error} onRetry={() => refetch()} />
          ) : (
            <Card>
              <Box component="ul" aria-label={translate('app.boltUsers.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {isPending
                  ? Array.from({ length: 3 }, (_, i) => (
                      <Box component="li" key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 3, py: 2 }}>
                        <Skeleton variant="circular" width={40} height={40} />
                        <Box sx={{ flex: 1 }}>
                          <Skeleton width="30%" />
                          <Skeleton width="45%" />
                        </Box>
                      </Box>
                    ))
                  : people.map((person) => (
                      <PersonRow
                        key={person.id}
                        boltId={boltId}
                        person={person}
                        actions={personActions(person, caller)}
                        self={isCaller(person, caller)}
                        onLeave={() => remove(person, true)}
                      />
                    ))}
              </Box>
            </Card>
          )}
          {!isPending && !error && onlyOwners && (
            <Alert severity="info" variant="outlined">
              <Typography variant="body2">{translate(canInvite ? 'app.boltUsers.onlyOwners' : 'app.boltUsers.onlyOwnersReadOnly')}</Typography>
            </Alert>
          )}
        </Box>
        <RoleGuide />
      </Box>
    </Box>
  );
}
