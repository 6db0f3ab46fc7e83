import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ProvisioningDomain } from '../../../dataProvider/calls/provisioning';
import { PROVISIONING_STEPS, type ProvisioningStatus } from '../../../rules/certificates';
import { retryStepOf } from '../validation';
import { StepRow } from './StepRow';

const COLOURS: Record<ProvisioningStatus, 'default' | 'info' | 'success' | 'warning'> = {
  pending: 'default',
  in_progress: 'info',
  complete: 'success',
  action_required: 'warning',
};

export interface DomainProgressProps {
  domain: ProvisioningDomain;
  /** Without it, no step offers Retry (a page that only shows the order). */
  onRetry?: () => void;
  retrying?: boolean;
  /** The wizard's scheduled retry (spec 2 §4 retry_at); null when none. */
  retryAt?: string | null;
}

/** One domain of a CDN order and its four steps: ownership, ssl, routing, extra (spec 2 §2.3). */
export function DomainProgress({ domain, onRetry, retrying = false, retryAt = null }: DomainProgressProps) {
  const translate = useTranslate();
  const headingId = useId();
  const retryStep = retryStepOf(domain);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {domain.name}
          </Typography>
          <Chip size="small" color={COLOURS[domain.status]} label={translate(`app.cdnSetup.validation.statuses.${domain.status}`)} />
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {PROVISIONING_STEPS.map((step) => {
            const state = domain.steps[step];
            const offersRetry = onRetry !== undefined && step === retryStep;
            return (
              <StepRow
                key={step}
                domain={domain.name}
                step={step}
                state={state}
                retry={
                  offersRetry
                    ? { onRetry, busy: retrying, scheduledAt: state.retry_at !== null && state.retry_at === retryAt ? retryAt : null }
                    : null
                }
              />
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
