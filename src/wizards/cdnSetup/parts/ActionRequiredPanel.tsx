import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProvisioningStepState } from '../../../dataProvider/calls/provisioning';
import type { ProvisioningStep } from '../../../rules/certificates';
import { RecordTable } from './RecordTable';
import { RoutingTemplates } from './RoutingTemplates';

export interface ActionRequiredPanelProps {
  domain: string;
  step: ProvisioningStep;
  state: ProvisioningStepState;
}

/**
 * Spec 2 §2.3 action-required panel: the CDN's message, and what to add: the routing templates
 * for a routing error, else the step's validation record (record_key, record_value).
 */
export function ActionRequiredPanel({ domain, step, state }: ActionRequiredPanelProps) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{translate('app.cdnSetup.validation.actionRequired')}</AlertTitle>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {state.message && <Typography variant="body2">{state.message}</Typography>}
        {step === 'routing' ? (
          <RoutingTemplates domain={domain} step={state} />
        ) : (
          state.validation && (
            <>
              <Typography variant="body2">{translate('app.cdnSetup.validation.addRecord')}</Typography>
              <RecordTable records={[{ type: '', name: state.validation.record_key, value: state.validation.record_value }]} />
            </>
          )
        )}
      </Box>
    </Alert>
  );
}
