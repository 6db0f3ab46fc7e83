import ExtensionIcon from '@mui/icons-material/Extension';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enableAllExtensions } from '../../../rules/php';
import { SectionCard } from '../../../components/SectionCard';
import { phpMessages } from '../../../rules/schemas/php';
import { useSiteUpdate } from '../useSiteUpdate';
import type { AvailablePhpSettings } from './phpForm';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Spec 2 §2.9 optional modules; "enable all" leaves the heavy ones off (spec 2 §9). */
export function PhpExtensionsCard({ settings }: { settings: AvailablePhpSettings }) {
  const translate = useTranslate();
  const stored = settings.phpExtensions.filter((extension) => extension.enabled).map((extension) => extension.id);
  const [enabled, setEnabled] = useState<string[]>(stored);
  const { save, saving } = useSiteUpdate(settings.id);
  const toggle = (id: string, on: boolean) => setEnabled((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const locked = settings.isLegacy;
  const actions = (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button size="small" disabled={locked} onClick={() => setEnabled(enableAllExtensions(settings.phpVersion, enabled))}>
        {translate('app.sitePhp.extensions.enableAll')}
      </Button>
      <Button size="small" color="inherit" disabled={locked} onClick={() => setEnabled([])}>
        {translate('app.sitePhp.extensions.disableAll')}
      </Button>
    </Box>
  );
  return (
    <SectionCard title="app.sitePhp.extensions.title" icon={<ExtensionIcon fontSize="small" />} action={actions}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.sitePhp.extensions.help')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, columnGap: 2 }}>
        {settings.phpExtensions.map((extension) => (
          <FormControlLabel
            key={extension.id}
            disabled={locked}
            control={<Switch checked={enabled.includes(extension.id)} onChange={(event) => toggle(extension.id, event.target.checked)} />}
            label={
              <Box component="span">
                {extension.name}
                {!extension.web && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {translate('app.sitePhp.extensions.cliOnly')}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={locked || sameSet(enabled, stored)}
          loading={saving}
          onClick={() => save({ phpExtensions: enabled }, { success: phpMessages.extensionUpdated })}
        >
          {translate('app.sitePhp.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
