import { useTranslate } from 'react-admin';
import { useBoltCreate } from '../BoltCreateActor';
import { CardsSkeleton } from '../parts/CardsSkeleton';
import { ChoiceGrid } from '../parts/ChoiceGrid';
import { StepActions } from '../parts/StepActions';
import { StepAlert } from '../parts/StepAlert';
import { StepFrame } from '../parts/StepFrame';
import { alertText } from '../stepError';
import { LocationCard } from './LocationCard';
import { PlatformNotice } from './PlatformNotice';

/** location_needed: the data centres that take new Bolts, and the platform of the chosen one. */
export function LocationStep() {
  const translate = useTranslate();
  const { context, substate, canNext, send } = useBoltCreate();
  const chosen = context.locations?.find((location) => location.id === context.location);
  return (
    <StepFrame
      title={translate('app.boltCreate.location.title')}
      intro={translate('app.boltCreate.location.intro')}
      actions={
        <StepActions
          onPrevious={() => send({ type: 'PREVIOUS' })}
          onNext={() => send({ type: 'NEXT' })}
          canNext={canNext}
          busy={substate === 'validating'}
        />
      }
    >
      {substate === 'loading' && <CardsSkeleton count={5} height={84} />}
      {context.locations && (
        <ChoiceGrid label="app.boltCreate.location.label">
          {context.locations.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              selected={location.id === context.location}
              onSelect={() => send({ type: 'LOCATION_CHOSEN', location: location.id })}
              disabled={substate === 'validating'}
            />
          ))}
        </ChoiceGrid>
      )}
      {chosen && substate !== 'platformFailed' && <PlatformNotice city={chosen.city} isLegacy={context.isLegacy} />}
      <StepAlert text={alertText(context.error, [])} onRetry={() => send({ type: 'RETRY' })} />
    </StepFrame>
  );
}
