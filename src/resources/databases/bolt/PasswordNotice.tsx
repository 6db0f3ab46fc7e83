import KeyIcon from '@mui/icons-material/Key';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The one warning that matters on the result page: the password is not shown again. */
export function PasswordNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="warning" icon={<KeyIcon />}>
      <AlertTitle>{translate('resources.boltDatabases.passwordOnce.title')}</AlertTitle>
      {translate('resources.boltDatabases.passwordOnce.text')}
    </Alert>
  );
}
