import { useTranslate } from 'react-admin';
import { useBoltCreate } from '../BoltCreateActor';
import { CardsSkeleton } from '../parts/CardsSkeleton';
import { ChoiceGrid } from '../parts/ChoiceGrid';
import { StepActions } from '../parts/StepActions';
import { StepAlert } from '../parts/StepAlert';
import { StepFrame } from '../parts/StepFrame';
import { alertText } from '../stepError';
import { CmsCard } from './CmsCard';
import { OrderSummary } from './OrderSummary';

/** installation_needed: what the first site starts with (GET available-cms), then the order to confirm. */
export function InstallationStep() {
  const translate = useTranslate();
  const { context, substate, canNext, send } = useBoltCreate();
  return (
    <StepFrame
      title={translate('app.boltCreate.installation.title')}
      intro={translate('app.boltCreate.installation.intro')}
      actions={
        <StepActions
          onPrevious={() => send({ type: 'PREVIOUS' })}
          onNext={() => send({ type: 'NEXT' })}
          canNext={canNext}
          busy={substate === 'validating'}
          nextLabel={context.trial ? 'app.boltCreate.installation.createTrial' : 'app.boltCreate.installation.create'}
        />
      }
    >
      {substate === 'loading' && <CardsSkeleton count={6} height={96} min={240} />}
      {context.cmsOptions && (
        <ChoiceGrid label="app.boltCreate.installation.label" min={240}>
          {context.cmsOptions.map((cms) => (
            <CmsCard
              key={cms.id}
              cms={cms}
              selected={cms.id === context.cms}
              onSelect={() => send({ type: 'CMS_CHOSEN', cms: cms.id })}
              disabled={substate === 'validating'}
            />
          ))}
        </ChoiceGrid>
      )}
      <StepAlert text={alertText(context.error, [])} onRetry={() => send({ type: 'RETRY' })} />
      {context.cmsOptions && <OrderSummary context={context} />}
    </StepFrame>
  );
}
