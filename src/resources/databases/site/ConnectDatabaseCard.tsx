import AddLinkIcon from '@mui/icons-material/AddLink';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../../dataProvider/send';
import { siteDatabaseMessages } from '../../../rules/schemas/siteDatabase';
import { SectionCard } from '../../../components/SectionCard';
import { connection, type SiteDatabase } from './useSiteDatabases';

/** Spec 2 §2.6, §8: connect one of the Bolt's other databases; a failure's first detail shows inline. */
export function ConnectDatabaseCard({ envId, available, onConnected }: { envId: string; available: SiteDatabase[] | undefined; onConnected: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiCall('POST', 'databases/connect', connection(choice, envId));
      notify(siteDatabaseMessages.connected, { type: 'success' });
      setChoice('');
      onConnected();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="app.siteDbs.connectTitle" icon={<AddLinkIcon fontSize="small" />}>
      {available && available.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.siteDbs.noneToConnect')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField select label={translate('app.siteDbs.pick')} value={choice} onChange={(event) => setChoice(event.target.value)} sx={{ flex: '1 1 260px' }} disabled={!available}>
            {(available ?? []).map((db) => (
              <MenuItem key={db.id} value={db.id}>
                {db.name} ({db.dbName})
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={connect} disabled={busy || choice === ''}>
            {translate('app.siteDbs.connect')}
          </Button>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </SectionCard>
  );
}
