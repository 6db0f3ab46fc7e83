import { Box, Chip, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SiteAddon } from '../../../dataProvider/calls/siteSettings';
import { useCall } from '../../../dataProvider/useCall';
import { siteKey } from '../siteQueries';
import { RemoveAddonButton } from './RemoveAddonButton';

/** One add-on of the catalogue with its switch, and Remove once it has been added. */
export function AddonRow({ envId, addon }: { envId: string; addon: SiteAddon }) {
  const translate = useTranslate();
  // The add-on answers carry no message, so the page's own text is the toast.
  const save = useCall((dataProvider, enabled: boolean) => dataProvider.switchAddon(envId, addon, enabled), {
    invalidates: [siteKey(envId, 'addons')],
    success: 'app.siteAddons.updated',
  });
  const checked = save.isPending ? !!save.variables : addon.enabled;
  const status = addon.enabled ? 'enabled' : addon.added ? 'paused' : 'notAdded';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{addon.title}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={status === 'enabled' ? 'success' : 'default'}
            label={translate(`app.siteAddons.status.${status}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {addon.description}
        </Typography>
      </Box>
      {addon.added && <RemoveAddonButton envId={envId} addon={addon} />}
      <Switch
        checked={checked}
        disabled={save.isPending}
        slotProps={{ input: { 'aria-label': addon.title } }}
        onChange={(event) => save.mutate(event.target.checked)}
      />
    </Box>
  );
}
