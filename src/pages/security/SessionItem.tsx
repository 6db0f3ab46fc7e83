import ComputerIcon from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { Box, Button, Chip, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Session } from '../../rules/schemas/records/security';
import { describeUserAgent } from '../../rules/userAgent';
import { formatMoment } from '../../rules/dates';

const when = (moment: string) => formatMoment(moment);

/** "Chrome on Linux", "Safari", "Unknown browser". */
export function useDeviceName() {
  const translate = useTranslate();
  return (userAgent: string | null) => {
    const { browser, system } = describeUserAgent(userAgent);
    if (browser && system) return translate('app.security.sessions.device', { browser, system });
    return browser ?? system ?? translate('app.security.sessions.unknownDevice');
  };
}

/** One signed-in session: the device, where from, when opened and last used; "This session" or Sign out. */
export function SessionItem({ session, onSignOut, busy }: { session: Session; onSignOut: (session: Session) => void; busy: boolean }) {
  const translate = useTranslate();
  const deviceName = useDeviceName();
  const device = deviceName(session.userAgent);
  const Icon = describeUserAgent(session.userAgent).mobile ? PhoneIphoneIcon : ComputerIcon;
  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <ListItemIcon sx={{ minWidth: 0 }}>
        <Icon />
      </ListItemIcon>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {device}
            </Box>
            {session.current && <Chip size="small" color="success" label={translate('app.security.sessions.current')} />}
          </Box>
        }
        secondary={[
          session.ip ? translate('app.security.sessions.address', { ip: session.ip }) : translate('app.security.sessions.noAddress'),
          translate('app.security.sessions.lastUsed', { date: when(session.lastUsedAt) }),
          translate('app.security.sessions.signedIn', { date: when(session.createdAt) }),
        ].join(' · ')}
        sx={{ flex: '1 1 240px' }}
      />
      {!session.current && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => onSignOut(session)}
          disabled={busy}
          aria-label={translate('app.security.sessions.signOutNamed', { device })}
          // On a phone the button wraps under the text, lined up with it (past the icon).
          sx={{ flexShrink: 0, ml: { xs: 5, sm: 0 } }}
        >
          {translate('app.security.sessions.signOut')}
        </Button>
      )}
    </ListItem>
  );
}
