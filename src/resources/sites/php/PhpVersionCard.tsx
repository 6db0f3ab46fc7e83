import CodeIcon from '@mui/icons-material/Code';
import { Box, Button, Chip, FormControlLabel, Radio, RadioGroup, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../components/LoadError';
import { usePrompt } from '../../../components/usePrompt';
import { SectionCard } from '../../../components/SectionCard';
import { phpMessages } from '../../../rules/schemas/php';
import { useSiteUpdate } from '../useSiteUpdate';
import { versionChoices, type AvailablePhpSettings } from './phpForm';
import { useAvailablePhpVersions } from './useAvailablePhpVersions';

/** Spec 2 §2.9 version radios, offering the versions of the site's Bolt (spec 2 §7); spec 2 §4: a change is confirmed first. */
export function PhpVersionCard({ settings, boltId }: { settings: AvailablePhpSettings; boltId: string }) {
  const translate = useTranslate();
  const versions = useAvailablePhpVersions(boltId);
  const prompt = usePrompt();
  const [version, setVersion] = useState(settings.phpVersion);
  const { save, saving } = useSiteUpdate(settings.id);
  const confirmAndSave = async () => {
    const answer = await prompt({
      title: 'app.sitePhp.version.confirmTitle',
      text: translate('app.sitePhp.version.confirmText', { version }),
      confirmText: 'app.sitePhp.version.confirm',
      iconName: 'warning',
    });
    if (answer.confirmed) save({ phpVersion: version }, { success: phpMessages.versionUpdated });
  };
  return (
    <SectionCard title="app.sitePhp.version.title" icon={<CodeIcon fontSize="small" />}>
      {versions.isPending && <Skeleton height={40} />}
      {versions.error ? <LoadError error={versions.error} onRetry={() => versions.refetch()} /> : null}
      <RadioGroup
        aria-label={translate('app.sitePhp.version.title')}
        value={version}
        onChange={(event) => setVersion(event.target.value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 0.5,
          '& .MuiFormControlLabel-label': { whiteSpace: 'nowrap' },
        }}
      >
        {versionChoices(versions.data ?? {}).map(({ version: choice, badge }) => (
          <FormControlLabel
            key={choice}
            value={choice}
            disabled={settings.isLegacy}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {`PHP ${choice}`}
                {badge && (
                  <Chip
                    size="small"
                    label={translate(`app.sitePhp.version.${badge}`)}
                    color={badge === 'Beta' ? 'info' : 'warning'}
                    variant="outlined"
                  />
                )}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" disabled={settings.isLegacy || version === settings.phpVersion} loading={saving} onClick={confirmAndSave}>
          {translate('app.sitePhp.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
