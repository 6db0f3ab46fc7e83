import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CallStatusProps {
  state: 'pending' | 'succeeded' | 'failed';
  /** What runs, said while it runs. */
  pending: string;
  /** Said once it went through; nothing is shown then without it. */
  succeeded?: string;
  /** The failure's heading; the server's detail follows it. */
  failure: string;
  /** The server's detail; '' when the call got no answer of its own. */
  error: string;
  onRetry: () => void;
}

/** The call a step makes on arrival: a spinner while it runs, then its success, or why it failed with Retry. */
export function CallStatus({ state, pending, succeeded, failure, error, onRetry }: CallStatusProps) {
  const translate = useTranslate();
  if (state === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{pending}</Typography>
      </Box>
    );
  }
  if (state === 'succeeded') {
    return (
      succeeded && (
        <Alert severity="success" role="status">
          {succeeded}
        </Alert>
      )
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ fontWeight: 700 }}>
          {translate('app.domainCreate.retry')}
        </Button>
      }
    >
      <AlertTitle>{failure}</AlertTitle>
      {error || translate('app.domainCreate.unreachable')}
    </Alert>
  );
}
