import { Alert, Box, Card, Skeleton, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { readToken } from '../../authProvider/tokenStore';
import { LoadError } from '../../components/LoadError';
import { Pagination } from '../../components/Pagination';
import type { BoltPermission } from '../../rules/boltRoles';
import { isCaller, personActions } from './memberRules';
import { PersonRow } from './PersonRow';
import type { BoltPerson } from './types';
import { usePersonRemoval } from './usePersonRemoval';

/** One page of the Bolt's people with the actions the caller may take, or why they cannot be shown. */
export function PeopleList({ boltId, permissions }: { boltId: string; permissions: readonly BoltPermission[] }) {
  const translate = useTranslate();
  const { data = [], total, isPending, error, refetch } = useListContext<BoltPerson>();
  const { remove } = usePersonRemoval(boltId);
  const caller = { email: readToken()?.accountEmail ?? '', permissions };
  // Only the owners, all on this one page: nobody was given access yet.
  const onlyOwners = !isPending && total === data.length && data.every((person) => person.source === 'account');

  if (error) return <LoadError title="app.boltUsers.loadFailed" error={error} onRetry={() => refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
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
            : data.map((person) => (
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
      <Pagination />
      {onlyOwners && (
        <Alert severity="info" variant="outlined">
          <Typography variant="body2">
            {translate(permissions.includes('manageUsers') ? 'app.boltUsers.onlyOwners' : 'app.boltUsers.onlyOwnersReadOnly')}
          </Typography>
        </Alert>
      )}
    </Box>
  );
}
