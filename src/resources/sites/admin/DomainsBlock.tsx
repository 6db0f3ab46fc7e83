import PublicIcon from '@mui/icons-material/Public';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';

/** The names of the site's domains, or a plain note that it has none. */
export function DomainsBlock({ domains }: { domains: readonly string[] }) {
  const translate = useTranslate();
  return (
    <SectionCard title="app.sites.admin.domains" icon={<PublicIcon fontSize="small" />}>
      {domains.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.sites.overview.noDomains')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {domains.map((name) => (
            <ListItem key={name} disableGutters>
              <ListItemText primary={name} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
