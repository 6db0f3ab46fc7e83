import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { UnpaidInvoices } from '../resources/invoices/blocked/UnpaidInvoices';

/** Spec 1 §8 blocked page (minimal layout), reached on unpaid invoices or a blocking 403; unpaid invoices are paid from here. */
export default function BlockedPage() {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2 }}>
      <Box
        aria-hidden
        sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'error.main', color: 'common.white' }}
      >
        <LockOutlinedIcon />
      </Box>
      <Typography component="h1" variant="h2">
        {translate('app.blocked.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.blocked.text')}</Typography>
      <UnpaidInvoices />
      <Button variant="outlined" onClick={() => logout({ returnTo: '/login' }, '/login', false)} sx={{ mt: 1 }}>
        {translate('app.blocked.logout')}
      </Button>
    </Box>
  );
}
