import PublicIcon from '@mui/icons-material/Public';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import type { AdminSettings } from './adminSettings';

/** The site's domains, or a plain note that it has none. */
export function DomainsBlock({ domains }: { domains: AdminSettings['domains'] }) {
  const translate = useTranslate();
  return (
    <SectionCard title="app.sites.admin.domains" icon={<PublicIcon fontSize="small" />}>
      {domains.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.sites.overview.noDomains')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {domains.map((domain, i) => (
            <ListItem key={domain.id ?? i} disableGutters>
              <ListItemText primary={domain.name} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
