import ShieldIcon from '@mui/icons-material/Shield';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { environmentMessages } from '../../../rules/schemas/environment';
import { SectionCard } from '../../../components/SectionCard';
import { useSiteUpdate } from '../useSiteUpdate';

/** Spec 2 §2.10 web firewall: the site's cloudflareLock, applied at once ('security settings updated'). */
export function WebFirewallCard({ envId, enabled }: { envId: string; enabled: boolean }) {
  const translate = useTranslate();
  const { save, saving, pending } = useSiteUpdate(envId);
  return (
    <SectionCard title="app.siteSecurity.firewall.title" icon={<ShieldIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.siteSecurity.firewall.help')}
      </Typography>
      <FormControlLabel
        disabled={saving}
        control={
          <Switch
            checked={pending?.cloudflareLock ?? enabled}
            onChange={(event) => save({ cloudflareLock: event.target.checked }, { success: environmentMessages.securityUpdated })}
          />
        }
        label={translate('app.siteSecurity.firewall.label')}
      />
    </SectionCard>
  );
}
