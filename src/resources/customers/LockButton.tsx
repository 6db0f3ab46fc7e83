import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LockDialog } from './LockDialog';

/** Opens the lock form for this customer's account. */
export const LockButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" color="error" startIcon={<LockOutlinedIcon />} onClick={() => setOpen(true)}>
        {translate('app.customerPage.lock')}
      </Button>
      {open && <LockDialog onClose={() => setOpen(false)} />}
    </>
  );
};
