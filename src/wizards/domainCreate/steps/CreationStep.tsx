import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDomainCreate } from '../DomainCreateActor';
import { CallStatus } from '../parts/CallStatus';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';
import { namesOf } from '../setup';

/** creation_needed (spec 2 §4): the domain is added on arrival; loading, then success or the first error detail. */
export function CreationStep() {
  const translate = useTranslate();
  const { context, substate, send } = useDomainCreate();
  const values = { name: context.name, site: context.environmentName };
  const withWww = namesOf(context).length > 1;
  return (
    <StepFrame
      title={translate('app.domainCreate.creation.title')}
      actions={
        <StepActions onPrevious={substate === 'creating' ? undefined : () => send({ type: 'PREVIOUS' })}>
          <Button
            variant="contained"
            size="large"
            onClick={() => send({ type: 'NEXT' })}
            disabled={substate !== 'succeeded'}
            endIcon={<ArrowForwardIcon />}
          >
            {translate('app.domainCreate.continue')}
          </Button>
        </StepActions>
      }
    >
      <CallStatus
        state={substate === 'succeeded' || substate === 'failed' ? substate : 'pending'}
        pending={translate('app.domainCreate.creation.loading', values)}
        succeeded={translate(withWww ? 'app.domainCreate.creation.successWww' : 'app.domainCreate.creation.success', values)}
        failure={translate('app.domainCreate.creation.failure')}
        error={context.error ?? ''}
        onRetry={() => send({ type: 'RETRY' })}
      />
    </StepFrame>
  );
}
