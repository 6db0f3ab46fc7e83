import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HELP_SITE_URL } from '../../rules/help';
import { SEARCH_ICON_SIZE } from '../../rules/search';

/** Spec 1 §2: the help button opens the provider's help page in a new tab; it matches the search icon beside it. */
export function HelpButton() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.search.help')}>
      <IconButton component="a" href={HELP_SITE_URL} target="_blank" rel="noopener noreferrer" aria-label={translate('app.search.help')}>
        <HelpOutlineIcon sx={{ fontSize: SEARCH_ICON_SIZE }} />
      </IconButton>
    </Tooltip>
  );
}
