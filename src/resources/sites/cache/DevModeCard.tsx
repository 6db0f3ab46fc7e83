import CodeIcon from '@mui/icons-material/Code';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { cachingMessages } from '../../../rules/caching';
import { SectionCard } from '../../../components/SectionCard';
import type { SiteRecord } from '../useSite';
import { siteWrite } from '../siteCall';
import { useSiteRefresh } from './useSiteRefresh';

/**
 * Spec 2 §2.11, §4: development mode bypasses the cache for 3 hours. The switch moves at once and
 * goes back when the call fails (spec 2 §8 'could not switch dev mode').
 */
export function DevModeCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useSiteRefresh();
  const [on, setOn] = useState(site.devMode);
  const [saving, setSaving] = useState(false);

  const toggle = async (enabled: boolean) => {
    setOn(enabled);
    setSaving(true);
    try {
      const answer = await siteWrite('POST', `environments/${site.id}/dev-mode`, 'environments', { enabled });
      notify(answer.meta?.message ?? (enabled ? cachingMessages.devModeOn : cachingMessages.devModeOff), { type: 'success' });
      await refresh();
    } catch {
      setOn(!enabled);
      notify(cachingMessages.devModeFailed, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const until = on && site.devModeUntil ? new Date(site.devModeUntil) : null;
  return (
    <SectionCard title="app.siteCache.devMode.title" icon={<CodeIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.siteCache.devMode.intro')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={on} disabled={saving} onChange={(event) => toggle(event.target.checked)} />}
        label={translate(on ? 'app.siteCache.devMode.on' : 'app.siteCache.devMode.off')}
      />
      {until && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.siteCache.devMode.until', { time: until.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </Typography>
      )}
    </SectionCard>
  );
}
