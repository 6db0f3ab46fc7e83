import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Box, Divider, FormControlLabel, Switch, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import { usePrompt } from '../../../components/usePrompt';
import { useRole } from '../../../layout/useRole';
import { environmentMessages } from '../../../rules/schemas/environment';
import { RebuildButton } from '../../rebuilds/RebuildButton';
import type { SiteRecord } from '../useSite';
import { useSiteUpdate } from '../useSiteUpdate';
import { ReverseProxyForm } from './ReverseProxyForm';
import { MomentField } from '../../../components/MomentField';

/**
 * Spec 1 §6 admin-only items of a site: disable it, pass its traffic to a reverse proxy, rebuild its
 * PHP; and what its server serves now (README "Sites' configuration"). Staff see them, unchangeable.
 */
export function AdminControlsBlock({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const isAdmin = useRole() === 'admin';
  const { save, saving, pending } = useSiteUpdate(site.id);
  const enabled = pending?.enabled ?? site.enabled;

  const toggle = async (next: boolean) => {
    if (!next) {
      const answer = await prompt({
        title: 'app.sites.admin.controls.disableTitle',
        text: translate('app.sites.admin.controls.disableText', { site: site.title }),
        confirmText: 'app.sites.admin.controls.disableConfirm',
      });
      if (!answer.confirmed) return;
    }
    save({ enabled: next }, { success: next ? environmentMessages.enabled : environmentMessages.disabled });
  };

  return (
    <SectionCard title="app.sites.admin.controls.title" icon={<AdminPanelSettingsOutlinedIcon fontSize="small" />}>
      <Typography variant="body2">
        {translate('app.sites.admin.controls.serving', { serving: translate(`app.sites.admin.controls.servingStates.${site.serving}`) })}
      </Typography>
      {site.configBuiltAt && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.sites.admin.controls.builtAt')}{' '}
          <RecordContextProvider value={site}>
            <MomentField source="configBuiltAt" />
          </RecordContextProvider>
        </Typography>
      )}
      {!isAdmin && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.sites.admin.controls.adminOnly')}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <FormControlLabel
        control={<Switch checked={enabled} disabled={!isAdmin || saving} onChange={(event) => void toggle(event.target.checked)} />}
        label={translate('app.sites.admin.controls.enabled')}
      />
      <Box sx={{ mt: 2 }}>
        <ReverseProxyForm site={site} disabled={!isAdmin} />
      </Box>
      {isAdmin && (
        <Box sx={{ mt: 2 }}>
          <RebuildButton kind="php" target={{ environmentId: site.id }} label="app.sites.admin.controls.rebuildPhp" />
        </Box>
      )}
    </SectionCard>
  );
}
