import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import type { CustomerUser } from '../../rules/schemas/records/profile';

/** The other people who sign in to the same account, each opening their own customer page. */
export const AccountPeopleCard = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<CustomerUser>('customers', {
    filter: { accountId: customer.accountId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const others = (data ?? []).filter((person) => person.id !== customer.id);
  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (isPending) return <Skeleton height={40} />;
    if (!others.length) return <Typography color="text.secondary">{translate('app.customerPage.noPeople')}</Typography>;
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {others.map((person) => (
          <li key={person.id}>
            <Link component={RouterLink} to={`/customers/${person.id}`} sx={{ fontWeight: 600 }}>
              {person.firstName} {person.lastName}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · {person.email}
            </Typography>
          </li>
        ))}
      </Box>
    );
  };
  return (
    <SectionCard title="app.customerPage.people" icon={<GroupOutlinedIcon />}>
      {body()}
    </SectionCard>
  );
};
