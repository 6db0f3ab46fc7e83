import HistoryIcon from '@mui/icons-material/History';
import { Box, Skeleton, Typography } from '@mui/material';
import { RecordContextProvider, useGetList, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { PageLink } from '../../components/PageLink';
import { SectionCard } from '../../components/SectionCard';
import { auditTrailPath } from './auditTrailPath';
import { ChangesField } from './ChangesField';
import { WhatField } from './WhatField';
import { MomentField } from '../../components/MomentField';

/** How many of the newest changes the card shows; the rest are in the audit trail. */
const SHOWN = 5;

/** The newest writes on one customer's account (their page), with the way into the whole trail. */
export const AccountActivityCard = ({ accountId }: { accountId: number }) => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList('audit-events', {
    filter: { accountId },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'occurredAt', order: 'DESC' },
  });
  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (isPending) return <Skeleton height={80} />;
    if (!data?.length) return <Typography color="text.secondary">{translate('resources.audit-events.empty')}</Typography>;
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {data.map((event) => (
          <RecordContextProvider key={event.id} value={event}>
            <Box component="li" sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', md: '11rem 1fr 1fr' } }}>
              <Typography variant="body2" color="text.secondary">
                <MomentField source="occurredAt" />
                <br />
                {event.actorName ?? translate('app.auditTrail.signedOut')}
              </Typography>
              <WhatField />
              <ChangesField />
            </Box>
          </RecordContextProvider>
        ))}
      </Box>
    );
  };
  return (
    <SectionCard
      title="app.auditTrail.accountActivity"
      icon={<HistoryIcon />}
      action={<PageLink to={auditTrailPath({ accountId })} label="app.auditTrail.allActivity" />}
    >
      {body()}
    </SectionCard>
  );
};
