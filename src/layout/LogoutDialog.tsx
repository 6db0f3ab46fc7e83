import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';

/**
 * Spec 1 §2, §4, §7: "Logout?" with Yes and No. Yes calls the auth provider's logout (it clears
 * local storage except the theme) with this page as returnTo, and lands on the login page it
 * answers, which comes back here after signing in again; No closes.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const titleId = useId();
  const { pathname, search } = useLocation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.account.logoutTitle')}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {translate('app.account.no')}
        </Button>
        <Button variant="contained" onClick={() => logout({ returnTo: pathname + search }, undefined, false)}>
          {translate('app.account.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
