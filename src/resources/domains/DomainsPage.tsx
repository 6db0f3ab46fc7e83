import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../components/Pagination';
import { useIsStaff } from '../../components/useIsStaff';
import { DomainList } from './DomainList';

/**
 * Spec 1 §2 /domains: every domain of the caller's sites with the same search and sort as a site's
 * list (spec 2 §2.1); staff see every account's, each with its customer.
 */
export default function DomainsPage() {
  const translate = useTranslate();
  const staff = useIsStaff();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.domains.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(staff ? 'app.domains.globalIntroStaff' : 'app.domains.globalIntro')}
      </Typography>
      <ListBase
        resource="domains"
        queryOptions={{ onError: () => undefined }}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        storeKey="domains.all"
      >
        <DomainList title="app.domains.globalListTitle" showCustomer={staff} />
      </ListBase>
    </Box>
  );
}
