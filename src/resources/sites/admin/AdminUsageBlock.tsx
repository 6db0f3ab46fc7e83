import DataUsageIcon from '@mui/icons-material/DataUsage';
import type { SiteUsage } from '../siteUsage';
import { SiteUsageFacts } from '../SiteUsageFacts';
import { SectionCard } from '../../../components/SectionCard';

/** The site's usage this billing period, as its overview shows it. */
export const AdminUsageBlock = ({ usage }: { usage: SiteUsage }) => (
  <SectionCard title="app.sites.usage.title" icon={<DataUsageIcon fontSize="small" />}>
    <SiteUsageFacts usage={usage} />
  </SectionCard>
);
