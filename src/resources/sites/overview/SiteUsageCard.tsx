import DataUsageIcon from '@mui/icons-material/DataUsage';
import { Skeleton } from '@mui/material';
import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';
import type { SiteUsage } from '../siteUsage';
import { SiteUsageFacts } from '../SiteUsageFacts';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';

/** Spec 2 §2.12 usage and billing period (GET environments/{id}/usage). */
export function SiteUsageCard({ envId }: { envId: string }) {
  const { data, error, isPending, refetch } = useApiQuery(['environment', envId, 'usage'], async () =>
    (await apiCall<{ data: SiteUsage }>('GET', `environments/${envId}/usage`)).data,
  );
  return (
    <SectionCard title="app.sites.usage.title" icon={<DataUsageIcon fontSize="small" />}>
      {isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={32} />)}
      {error ? <LoadError title="app.sites.usage.loadFailed" onRetry={() => refetch()} /> : null}
      {data && <SiteUsageFacts usage={data} />}
    </SectionCard>
  );
}
