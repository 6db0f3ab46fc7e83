import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { themeIcons } from '../components/themeIcons';
import { THEME_PREFERENCES } from '../theme/preference';
import { useThemeMode } from '../theme/useThemeMode';

/** Light, dark or system as menu radio items, so the choice works with the menu's keyboard navigation. */
export function ThemeMenuItems() {
  const translate = useTranslate();
  const { preference, setPreference } = useThemeMode();
  return THEME_PREFERENCES.map((choice) => {
    const Icon = themeIcons[choice];
    const checked = choice === preference;
    return (
      <MenuItem key={choice} dense role="menuitemradio" aria-checked={checked} onClick={() => setPreference(choice)}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(`app.theme.${choice}`)}</ListItemText>
        {checked && <CheckIcon fontSize="small" color="primary" />}
      </MenuItem>
    );
  });
}
