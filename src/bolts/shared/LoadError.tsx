import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A failed load: what failed, the API's error text (spec 1 §8) and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('app.boltPages.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {detail}
    </Alert>
  );
}
