import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StepActionsProps {
  onPrevious?: () => void;
  onNext?: () => void;
  /** Next is disabled while the step's "Next disabled while …" rules hold. */
  canNext?: boolean;
  /** A call of this step is under way. */
  busy?: boolean;
  nextLabel?: string;
}

/** Previous on the left, Next on the right; Next shows a spinner while the step's call runs. */
export function StepActions({ onPrevious, onNext, canNext = false, busy = false, nextLabel = 'app.boltCreate.next' }: StepActionsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      {onPrevious ? (
        <Button color="inherit" startIcon={<ArrowBackIcon />} onClick={onPrevious} disabled={busy}>
          {translate('app.boltCreate.previous')}
        </Button>
      ) : (
        <span />
      )}
      {onNext && (
        <Button
          variant="contained"
          size="large"
          onClick={onNext}
          disabled={!canNext || busy}
          endIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ArrowForwardIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(nextLabel)}
        </Button>
      )}
    </Box>
  );
}
