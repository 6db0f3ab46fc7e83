import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A read that failed: what could not be loaded (`title`, a text key), why (the API's error text,
 * spec 1 §8) and Retry. Shown instead of the content, never as an empty state.
 */
export function LoadError({ title = 'app.loadFailed', error, onRetry }: { title?: string; error?: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title, { _: title })}</AlertTitle>
      {detail}
    </Alert>
  );
}
