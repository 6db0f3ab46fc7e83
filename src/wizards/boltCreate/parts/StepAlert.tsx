import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StepAlertProps {
  /** The server's text; '' when the call got no answer of its own. */
  text: string | null;
  onRetry?: () => void;
  title?: string;
}

/** A failed call of the step: the server's message and a Retry. */
export function StepAlert({ text, onRetry, title }: StepAlertProps) {
  const translate = useTranslate();
  if (text === null) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ whiteSpace: 'pre-line', alignItems: 'center' }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ fontWeight: 700 }}>
            {translate('app.boltCreate.retry')}
          </Button>
        )
      }
    >
      {title && <strong>{translate(title)} </strong>}
      {text || translate('app.boltCreate.unreachable')}
    </Alert>
  );
}
