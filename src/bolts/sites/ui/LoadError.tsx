import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A block that could not be loaded: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.sites.retry')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}
