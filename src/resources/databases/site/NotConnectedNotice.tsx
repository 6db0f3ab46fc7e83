import AddLinkIcon from '@mui/icons-material/AddLink';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConnectDatabase } from './useDatabaseConnections';

/**
 * A site's Settings page opens for any database of its Bolt (a link, a typed URL): one the site does
 * not use says so, with Connect; once connected, the page reads it again and the notice goes.
 */
export function NotConnectedNotice({ siteId, databaseId }: { siteId: string; databaseId: string }) {
  const translate = useTranslate();
  const connect = useConnectDatabase(siteId);
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2.5 }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={<AddLinkIcon />}
          onClick={() => connect.mutate(databaseId)}
          loading={connect.isPending}
        >
          {translate('app.siteDbs.connect')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.siteDbs.notConnected')}</AlertTitle>
      {translate('app.siteDbs.notConnectedText')}
    </Alert>
  );
}
