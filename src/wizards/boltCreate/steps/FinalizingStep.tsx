import { Card, CardContent, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBoltCreate } from '../BoltCreateActor';
import { StepActions } from '../parts/StepActions';
import { StepAlert } from '../parts/StepAlert';
import { StepFrame } from '../parts/StepFrame';
import { finalizingStages, stagesProgress } from '../stages';
import { StageRow } from './StageRow';

type FinalizingState = Parameters<typeof finalizingStages>[0];

/** finalizing: the payment and the creation as they happen; a failure shows the server's text, Retry and Previous. */
export function FinalizingStep() {
  const translate = useTranslate();
  const { context, substate, send } = useBoltCreate();
  const failed = substate === 'failed';
  const stages = finalizingStages(substate as FinalizingState, context.trial, context.checkout);
  return (
    <StepFrame
      title={translate(failed ? 'app.boltCreate.finalizing.failedTitle' : 'app.boltCreate.finalizing.title')}
      intro={translate(failed ? 'app.boltCreate.finalizing.failedIntro' : 'app.boltCreate.finalizing.intro')}
      actions={failed && <StepActions onPrevious={() => send({ type: 'PREVIOUS' })} />}
    >
      <Card>
        {!failed && <LinearProgress variant="determinate" value={stagesProgress(stages)} aria-label={translate('app.boltCreate.finalizing.title')} />}
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-live="polite">
            {stages.map((stage) => (
              <StageRow key={stage.id} stage={stage} />
            ))}
          </Stack>
        </CardContent>
      </Card>
      {failed && <StepAlert text={context.error?.message ?? ''} onRetry={() => send({ type: 'RETRY' })} />}
    </StepFrame>
  );
}
