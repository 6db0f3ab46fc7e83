import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Tells staff why an admin's lockdown has no Save or Lift (the API refuses them with 403). */
export const AdminLockNotice = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record?.setByAdmin) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('resources.lockdown.adminLock')}
    </Alert>
  );
};
