import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDomainCreate } from '../DomainCreateActor';
import { DnsTable } from '../parts/DnsTable';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';
import { TargetRecords } from '../parts/TargetRecords';

/** dns_setup_needed: a DNS check per name; Next only when every row is active, Skip for now goes on anyway. */
export function DnsSetupStep() {
  const translate = useTranslate();
  const { context, substate, canNext, send } = useDomainCreate();
  const checking = substate === 'checking';
  return (
    <StepFrame
      title={translate('app.domainCreate.dns.title')}
      intro={translate('app.domainCreate.dns.intro')}
      actions={
        <StepActions onPrevious={() => send({ type: 'PREVIOUS' })} disabled={checking}>
          <Button color="inherit" onClick={() => send({ type: 'SKIP' })} disabled={checking}>
            {translate('app.domainCreate.dns.skip')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => send({ type: 'TEST' })}
            disabled={checking}
            startIcon={checking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {translate('app.domainCreate.dns.test')}
          </Button>
          <Button variant="contained" size="large" onClick={() => send({ type: 'NEXT' })} disabled={!canNext} endIcon={<ArrowForwardIcon />}>
            {translate('app.domainCreate.next')}
          </Button>
        </StepActions>
      }
    >
      <TargetRecords target={context.target} />
      {context.error !== null && (
        <Alert severity="error" role="alert">
          {context.error || translate('app.domainCreate.unreachable')}
        </Alert>
      )}
      <DnsTable rows={context.dnsCheck} checking={checking} />
    </StepFrame>
  );
}
