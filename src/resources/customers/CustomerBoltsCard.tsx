import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLink } from '../../components/PageLink';
import { SectionCard } from '../../components/SectionCard';
import type { Bolt } from '../../rules/schemas/records/bolt';
import type { CustomerUser } from '../../rules/schemas/records/profile';

/** How many of the account's Bolts the card shows; the rest are on /customers/{userId}/bolts. */
const SHOWN = 5;

/** The account's live Bolts, newest first, each opened as staff at /bolts/{boltId}. */
export const CustomerBoltsCard = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const { data, total, isPending, error, refetch } = useGetList<Bolt>('bolts', {
    filter: { customerId: customer.accountId },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'id', order: 'DESC' },
  });
  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (isPending) return <Skeleton height={80} />;
    if (!data?.length) return <Typography color="text.secondary">{translate('app.customerPage.noBolts')}</Typography>;
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.customerPage.boltsCount', { smart_count: total ?? data.length })}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {data.map((bolt) => (
            <li key={bolt.id}>
              <Link
                component={RouterLink}
                to={`/bolts/${bolt.id}`}
                sx={{ fontWeight: 600 }}
                aria-label={translate('app.customerPage.actAs', { name: bolt.name })}
              >
                {bolt.name}
              </Link>
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · #{bolt.id} · {translate(`resources.bolts.plans.${bolt.plan}`)}
              </Typography>
            </li>
          ))}
        </Box>
      </>
    );
  };
  return (
    <SectionCard
      title="app.customerPage.bolts"
      icon={<BoltIcon />}
      action={<PageLink to={`/customers/${customer.id}/bolts`} label="app.customerPage.allBolts" />}
    >
      {body()}
    </SectionCard>
  );
};
