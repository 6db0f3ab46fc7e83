import ShieldIcon from '@mui/icons-material/Shield';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import { patchSite, useSiteWrite } from '../useSiteWrite';

/** Spec 2 §2.10 web firewall: the site's cloudflareLock, applied at once ('security settings updated'). */
export function WebFirewallCard({ envId, enabled }: { envId: string; enabled: boolean }) {
  const translate = useTranslate();
  const save = useSiteWrite((cloudflareLock: boolean) => patchSite(envId, { cloudflareLock }));
  return (
    <SectionCard title="app.siteSecurity.firewall.title" icon={<ShieldIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.siteSecurity.firewall.help')}
      </Typography>
      <FormControlLabel
        disabled={save.isPending}
        control={<Switch checked={save.isPending ? !!save.variables : enabled} onChange={(event) => save.mutate(event.target.checked)} />}
        label={translate('app.siteSecurity.firewall.label')}
      />
    </SectionCard>
  );
}
