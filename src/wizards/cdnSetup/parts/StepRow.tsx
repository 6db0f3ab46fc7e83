import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ReplayIcon from '@mui/icons-material/Replay';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { ProvisioningStepState } from '../../../dataProvider/calls/provisioning';
import type { ProvisioningStatus, ProvisioningStep } from '../../../rules/certificates';
import { ActionRequiredPanel } from './ActionRequiredPanel';

const ICONS: Record<ProvisioningStatus, ReactElement> = {
  pending: <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} />,
  in_progress: <CircularProgress size={20} sx={{ m: '2px' }} />,
  complete: <CheckCircleIcon color="success" />,
  action_required: <WarningAmberIcon color="warning" />,
};

/** The step's Retry (spec 2 §4): only on the first step that is neither complete nor in progress. */
export interface StepRetry {
  onRetry: () => void;
  busy: boolean;
  /** When the wizard resumes this step again by itself; null when nothing is scheduled. */
  scheduledAt: string | null;
}

export interface StepRowProps {
  domain: string;
  step: ProvisioningStep;
  state: ProvisioningStepState;
  retry: StepRetry | null;
}

/** One step of one domain (spec 2 §2.3 validation): its progress, its retry, or its action-required panel. */
export function StepRow({ domain, step, state, retry }: StepRowProps) {
  const translate = useTranslate();
  const labelId = useId();
  const label = translate(`app.cdnSetup.validation.steps.${step}`);
  return (
    <Box component="li" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1.25, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box aria-hidden sx={{ display: 'grid', placeItems: 'center', width: 24 }}>
          {ICONS[state.status]}
        </Box>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography id={labelId} sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.cdnSetup.validation.statuses.${state.status}`)}
          </Typography>
        </Box>
        {retry && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            {retry.scheduledAt && (
              <Typography variant="body2" color="text.secondary" role="status">
                {translate('app.cdnSetup.validation.retryAt', {
                  time: new Date(retry.scheduledAt).toLocaleTimeString(undefined, { timeStyle: 'medium' }),
                })}
              </Typography>
            )}
            <Button
              size="small"
              variant="outlined"
              startIcon={<ReplayIcon />}
              onClick={retry.onRetry}
              disabled={retry.busy}
              aria-label={`${translate('app.cdnSetup.validation.retry')} ${label} (${domain})`}
            >
              {translate(retry.busy ? 'app.cdnSetup.validation.retrying' : 'app.cdnSetup.validation.retry')}
            </Button>
          </Box>
        )}
      </Box>
      {state.status === 'in_progress' && <LinearProgress aria-labelledby={labelId} />}
      {state.status === 'action_required' && <ActionRequiredPanel domain={domain} step={step} state={state} />}
    </Box>
  );
}
