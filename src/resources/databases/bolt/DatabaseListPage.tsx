import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { DEFAULT_PER_PAGE } from '../../../components/Pagination';
import { PageHeader } from '../../../components/PageHeader';
import { useBoltIdParam } from '../../../components/useBoltIdParam';
import { DatabaseListContent } from './DatabaseListContent';

/** {boltId}/databases (spec 1 §2, §7): the Bolt's databases, searchable, each opening its detail page. */
export default function DatabaseListPage() {
  const translate = useTranslate();
  const boltId = useBoltIdParam();
  return (
    <Box>
      <PageHeader
        title={translate('app.routes.boltDatabases')}
        intro={translate('resources.boltDatabases.intro')}
        actions={
          <Button component={Link} to={`/bolts/${boltId}/databases/create`} variant="contained" startIcon={<AddIcon />}>
            {translate('resources.boltDatabases.action.create')}
          </Button>
        }
      />
      <ListBase
        resource="boltDatabases"
        // A failure shows inline with a retry (DatabaseListContent), not also as a toast.
        queryOptions={{ meta: { boltId }, onError: () => undefined }}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        // Each Bolt keeps its own search and page.
        storeKey={`boltDatabases.${boltId}`}
      >
        <DatabaseListContent boltId={boltId} />
      </ListBase>
    </Box>
  );
}
