import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Divider, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRole } from '../../layout/useRole';
import { isStaffRole } from '../../rules/access';
import { HELP_SITE_URL } from '../../rules/help';
import { ChatConsent } from '../chat/ChatConsent';
import { visuallyHidden } from '../visuallyHidden';

/** Below the results: the provider's help site, and for customers the consent to the support chat. */
export function SearchFooter() {
  const translate = useTranslate();
  const staff = isStaffRole(useRole());
  return (
    <Box component="footer" sx={{ display: 'grid', gap: 2 }}>
      <Divider />
      <Link
        href={HELP_SITE_URL}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        {translate('app.search.helpSite')}
        <OpenInNewIcon sx={{ fontSize: 16 }} />
        <Box component="span" sx={visuallyHidden}>
          {` (${translate('app.search.opensInNewTab')})`}
        </Box>
      </Link>
      {!staff && <ChatConsent />}
    </Box>
  );
}
