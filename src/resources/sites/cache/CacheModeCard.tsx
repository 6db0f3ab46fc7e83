import SpeedIcon from '@mui/icons-material/Speed';
import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CACHE_MODES, STAFF_CACHE_MODES, cachingMessages, type CacheMode } from '../../../rules/caching';
import { useIsStaff } from '../../../components/useIsStaff';
import { useRole } from '../../../layout/useRole';
import { SectionCard } from '../../../components/SectionCard';
import type { SiteRecord } from '../useSite';
import { useSiteUpdate } from '../useSiteUpdate';

/**
 * Spec 2 §2.11: the server cache setting, saved as soon as a radio is chosen (PATCH
 * environments/{id} cacheMode). Admins also get 'disabled' (spec 1 §6); staff see it, greyed, on a
 * site it is set for. Spec 2 §8: on failure the choice falls back to none.
 */
export function CacheModeCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const { save, saving } = useSiteUpdate(site.id);
  const isAdmin = useRole() === 'admin';
  const isStaff = useIsStaff();
  const [mode, setMode] = useState<CacheMode>(site.cacheMode);
  const modes = isAdmin || (isStaff && mode === 'disabled') ? STAFF_CACHE_MODES : CACHE_MODES;

  const choose = (next: CacheMode) => {
    setMode(next);
    save({ cacheMode: next }, { success: cachingMessages.changed, failure: cachingMessages.changeFailed, onError: () => setMode('none') });
  };

  return (
    <SectionCard title="app.siteCache.mode.title" icon={<SpeedIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.siteCache.mode.intro')}
      </Typography>
      <RadioGroup name="cacheMode" value={mode} onChange={(event) => choose(event.target.value as CacheMode)}>
        {modes.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            disabled={saving || (value === 'disabled' && !isAdmin)}
            control={<Radio />}
            label={
              <>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {translate(`app.siteCache.mode.${value}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate(`app.siteCache.mode.${value}Help`)}
                </Typography>
              </>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
          />
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
