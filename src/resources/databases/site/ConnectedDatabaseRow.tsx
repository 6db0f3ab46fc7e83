import LinkOffIcon from '@mui/icons-material/LinkOff';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Database } from '../../../rules/schemas/records/database';
import { sizeText, sitesText } from '../bolt/database';

/** One connected database: its facts, the sites using it, Remove relation and Settings (the site's own settings page of it). */
export function ConnectedDatabaseRow({
  db,
  boltId,
  siteId,
  busy,
  onRemove,
}: {
  db: Database;
  boltId: string;
  siteId: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const fact = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography sx={{ fontWeight: 650, flex: '1 1 200px' }}>{db.name}</Typography>
        <Button
          size="small"
          startIcon={<SettingsOutlinedIcon />}
          component={Link}
          to={`/bolts/${boltId}/environments/${siteId}/databases/settings/${db.id}/database`}
        >
          {translate('app.siteDbs.settings')}
        </Button>
        <Button size="small" color="error" startIcon={<LinkOffIcon />} onClick={onRemove} disabled={busy}>
          {translate('app.siteDbs.remove')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {fact('app.siteDbs.size', sizeText(db.size))}
        {fact('resources.databases.fields.dbName', db.dbName)}
        {fact('resources.databases.fields.dbUser', db.dbUser)}
        {fact('app.siteDbs.inUse', sitesText(db.environments))}
      </Box>
    </Box>
  );
}
