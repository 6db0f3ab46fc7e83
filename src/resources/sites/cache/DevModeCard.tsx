import CodeIcon from '@mui/icons-material/Code';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import type { SiteRecord } from '../useSite';
import { formatMoment } from '../../../rules/dates';
import { useDevModeSwitch } from './useDevModeSwitch';

/**
 * Spec 2 §2.11, §4: development mode bypasses the cache for 3 hours. The switch moves at once and
 * goes back when the call fails (spec 2 §8 'could not switch dev mode').
 */
export function DevModeCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const toggle = useDevModeSwitch(site.id);
  // The switch moves at once and shows the stored state again when the call is over.
  const on = toggle.isPending ? !!toggle.variables : site.devMode;

  const until = on && site.devModeUntil ? new Date(site.devModeUntil) : null;
  return (
    <SectionCard title="app.siteCache.devMode.title" icon={<CodeIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.siteCache.devMode.intro')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={on} disabled={toggle.isPending} onChange={(event) => toggle.mutate(event.target.checked)} />}
        label={translate(on ? 'app.siteCache.devMode.on' : 'app.siteCache.devMode.off')}
      />
      {until && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.siteCache.devMode.until', { time: formatMoment(until) })}
        </Typography>
      )}
    </SectionCard>
  );
}
