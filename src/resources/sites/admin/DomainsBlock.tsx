import PublicIcon from '@mui/icons-material/Public';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';

/** The site's domains, or a plain note that it has none (the API answers none until the panel has domains). */
export function DomainsBlock({ domains }: { domains: readonly { id?: string | number; name?: string }[] }) {
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
