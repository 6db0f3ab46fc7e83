import { Box, Card, Radio, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { themeIcons } from '../components/themeIcons';
import { THEME_PREFERENCES } from '../theme/preference';
import { useThemeMode } from '../theme/useThemeMode';

/** /appearance (spec 1 §1, §9): light, dark or system; the choice is stored and survives reloads. */
export default function AppearancePage() {
  const translate = useTranslate();
  const { preference, setPreference } = useThemeMode();
  const labelId = useId();
  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.routes.appearance')}
      </Typography>
      <Typography id={labelId} color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.appearance.intro')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 240px))' } }}
      >
        {THEME_PREFERENCES.map((choice) => {
          const Icon = themeIcons[choice];
          const checked = choice === preference;
          return (
            // The card is the radio's label, so a click anywhere on it chooses the theme.
            <Card
              key={choice}
              component="label"
              sx={{
                p: 2.5,
                display: 'grid',
                gap: 1,
                cursor: 'pointer',
                borderColor: checked ? 'primary.main' : 'divider',
                boxShadow: (theme) => (checked ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
                '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Icon color={checked ? 'primary' : 'action'} />
                <Radio name="theme" value={choice} checked={checked} onChange={() => setPreference(choice)} sx={{ p: 0 }} />
              </Box>
              <Typography sx={{ fontWeight: 650 }}>{translate(`app.theme.${choice}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.appearance.${choice}Hint`)}
              </Typography>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
