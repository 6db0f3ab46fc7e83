import { Tab, Tabs } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { SERVER_TABS, tabOf, tabPath, type ServerTab } from './serverTabs';

const COUNTS: Partial<Record<ServerTab, string>> = { bolts: 'boltsCount', databases: 'databasesCount' };

/** Tabs that are links (/servers/{id}/bolts ...); Bolts and Databases show their counts. */
export const ServerTabs = () => {
  const server = useRecordContext();
  const { '*': subPath } = useParams();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!server) return null;
  const base = createPath({ resource: 'servers', id: server.id, type: 'edit' });
  return (
    <Tabs value={tabOf(subPath)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {SERVER_TABS.map((tab) => {
        const count = COUNTS[tab] ? server[COUNTS[tab]] : undefined;
        const label = translate(`resources.servers.tabs.${tab}`);
        return <Tab key={tab} value={tab} label={count == null ? label : `${label} (${count})`} component={Link} to={base + tabPath(tab)} />;
      })}
    </Tabs>
  );
};
