import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Box, Button } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { DEFAULT_PER_PAGE } from '../../components/Pagination';
import { PageHeader } from '../../components/PageHeader';
import { PeopleList } from './PeopleList';
import { useBoltAccess } from './queries';
import { RoleGuide } from './RoleGuide';

/** {boltId}/users-access: who has access to the Bolt, in which role, and what that role may do. */
export default function UsersAccessPage() {
  const { boltId = '' } = useParams();
  const translate = useTranslate();
  const { access } = useBoltAccess(boltId);
  const canInvite = Boolean(access?.permissions.includes('manageUsers'));

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
        <ListBase
          resource="boltUsers"
          // A failure shows inline with a retry (PeopleList), not also as a toast.
          queryOptions={{ meta: { boltId }, onError: () => undefined }}
          perPage={DEFAULT_PER_PAGE}
          // The API's order: the owners (the Bolt's account) first, then members as they joined.
          sort={{ field: 'id', order: 'ASC' }}
          // Each Bolt keeps its own page.
          storeKey={`boltUsers.${boltId}`}
        >
          <PeopleList boltId={boltId} permissions={access?.permissions ?? []} />
        </ListBase>
        <RoleGuide />
      </Box>
    </Box>
  );
}
