import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../components/CopyButton';
import { credentialRows, NONE, type Database } from './database';

/** Connection details as label, value and a copy button; the password only right after creation. */
export function CredentialList({ database, password }: { database: Database; password?: string }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 3 }}>
      {credentialRows(database, password).map(({ key, value }) => {
        const label = translate(`resources.boltDatabases.fields.${key}`);
        return (
          <Box key={key} sx={{ display: 'contents', '&:last-of-type > dd': { borderBottom: 0 } }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1.25, sm: 1.5 }, fontWeight: 500 }}>
              {label}
            </Typography>
            <Box
              component="dd"
              sx={{
                m: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: { xs: 0.25, sm: 1 },
                borderBottom: 1,
                borderColor: 'divider',
                minWidth: 0,
              }}
            >
              <Typography sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere', flex: 1 }}>{value ?? NONE}</Typography>
              {value !== null && <CopyButton value={value} label={translate('resources.boltDatabases.copy', { field: label })} />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
