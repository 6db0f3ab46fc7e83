import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import type { AdminSettings } from './adminSettings';

/** Where the site's logs are on its server. */
export function LogsBlock({ logs }: { logs: AdminSettings['logs'] }) {
  return (
    <SectionCard title="app.sites.admin.logs" icon={<ArticleIcon fontSize="small" />}>
      <InfoList>
        <InfoRow label="app.sites.admin.accessLog" copy={logs.accessLog} code>
          {logs.accessLog}
        </InfoRow>
        <InfoRow label="app.sites.admin.errorLog" copy={logs.errorLog} code>
          {logs.errorLog}
        </InfoRow>
        <InfoRow label="app.sites.admin.phpErrorLog" copy={logs.phpErrorLog} code>
          {logs.phpErrorLog}
        </InfoRow>
      </InfoList>
    </SectionCard>
  );
}
