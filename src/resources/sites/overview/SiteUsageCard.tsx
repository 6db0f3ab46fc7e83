import DataUsageIcon from '@mui/icons-material/DataUsage';
import { Skeleton } from '@mui/material';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { siteKey } from '../siteQueries';
import { SiteUsageFacts } from '../SiteUsageFacts';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';

/** Spec 2 §2.12 usage and billing period (GET environments/{id}/usage). */
export function SiteUsageCard({ envId }: { envId: string }) {
  const { data, error, isPending, refetch } = usePanelQuery(siteKey(envId, 'usage'), (dataProvider) => dataProvider.siteUsage(envId));
  return (
    <SectionCard title="app.sites.usage.title" icon={<DataUsageIcon fontSize="small" />}>
      {isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={32} />)}
      {error ? <LoadError title="app.sites.usage.loadFailed" error={error} onRetry={() => refetch()} /> : null}
      {data && <SiteUsageFacts usage={data} />}
    </SectionCard>
  );
}
