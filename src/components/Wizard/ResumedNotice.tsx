import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Says the wizard picked up saved progress, and offers a clean start instead. */
export function ResumedNotice({ onStartOver }: { onStartOver: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="info"
      onClose={() => setOpen(false)}
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onStartOver} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {translate('app.wizard.startOver')}
        </Button>
      }
    >
      {translate('app.wizard.resumed')}
    </Alert>
  );
}
