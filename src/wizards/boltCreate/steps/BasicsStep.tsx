import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBoltCreate } from '../BoltCreateActor';
import { StepActions } from '../parts/StepActions';
import { StepAlert } from '../parts/StepAlert';
import { StepFrame } from '../parts/StepFrame';
import { alertText, fieldError } from '../stepError';
import { CustomerPicker } from './CustomerPicker';
import { PlanChoice } from './PlanChoice';

/** The Bolt's name limit, as the API's schema has it (boltWizardSchema). */
const NAME_MAX = 50;

/** basics_needed: for staff the customer first, then the Bolt's name and its plan or a free test. */
export function BasicsStep() {
  const translate = useTranslate();
  const { context, substate, busy, canNext, send } = useBoltCreate();
  const nameError = fieldError(context.error, 'name');
  return (
    <StepFrame
      title={translate('app.boltCreate.basics.title')}
      intro={translate('app.boltCreate.basics.intro')}
      actions={
        <StepActions
          onPrevious={() => send({ type: 'PREVIOUS' })}
          onNext={() => send({ type: 'NEXT' })}
          canNext={canNext}
          busy={substate === 'validating'}
        />
      }
    >
      {context.asStaff && (
        <CustomerPicker value={context.customer} onChange={(customer) => send({ type: 'CUSTOMER_CHOSEN', customer })} disabled={busy} />
      )}
      <TextField
        label={translate('app.boltCreate.basics.name')}
        value={context.name}
        onChange={(event) => send({ type: 'NAME_CHANGED', value: event.target.value })}
        error={Boolean(nameError)}
        helperText={nameError ?? translate('app.boltCreate.basics.nameHelper', { max: NAME_MAX })}
        required
        fullWidth
        autoFocus={!context.asStaff}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ maxWidth: 560 }}
      />
      <PlanChoice />
      {substate === 'failed' && <StepAlert text={alertText(context.error, ['name'])} onRetry={() => send({ type: 'RETRY' })} />}
    </StepFrame>
  );
}
