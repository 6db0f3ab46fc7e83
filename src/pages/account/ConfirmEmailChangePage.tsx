import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';

type Outcome = { kind: 'waiting' } | { kind: 'changed'; message: string } | { kind: 'failed'; message: string };

/**
 * /confirm-email-change (public): the page the link mailed to a new address opens. Opening it is
 * the proof, so it needs no sign-in: it spends the link once and says what happened.
 */
export default function ConfirmEmailChangePage() {
  const translate = useTranslate();
  const dataProvider = useUnwrappedPanelDataProvider();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'waiting' } : { kind: 'failed', message: translate('app.profile.missingToken') });
  // The link works once: React's development double effect must not spend it twice.
  const spent = useRef(false);

  useEffect(() => {
    if (!token || spent.current) return;
    spent.current = true;
    dataProvider.confirmEmailChange(token).then(
      (answer) => setOutcome({ kind: 'changed', message: answer.meta?.message ?? '' }),
      (error: unknown) => setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [token, dataProvider]);

  if (outcome.kind === 'waiting') {
    return (
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress aria-hidden />
        <Typography component="h1" variant="h4">
          {translate('app.profile.confirming')}
        </Typography>
      </Box>
    );
  }
  const changed = outcome.kind === 'changed';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {changed && <MarkEmailReadOutlinedIcon color="success" aria-hidden />}
        <Typography component="h1" variant="h2">
          {translate(changed ? 'app.profile.confirmedTitle' : 'app.profile.failedTitle')}
        </Typography>
      </Box>
      <Alert severity={changed ? 'success' : 'error'} role={changed ? 'status' : 'alert'}>
        {outcome.message}
      </Alert>
      <Box>
        <Button href="/" variant="contained">
          {translate('app.profile.toPanel')}
        </Button>
      </Box>
    </Box>
  );
}
