import { useTranslate } from 'react-admin';
import { CustomerAutocomplete } from '../../../components/CustomerAutocomplete';
import { StepActions } from '../../boltCreate/parts/StepActions';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { useCdnSetup } from '../CdnSetupActor';

/** Step started 'Select customer' (spec 2 §2.3, staff only): Next stores the customer, or says 'Please select customer'. */
export function CustomerStep() {
  const translate = useTranslate();
  const { context, send } = useCdnSetup();
  return (
    <StepFrame
      title={translate('app.cdnSetup.customer.title')}
      intro={translate('app.cdnSetup.customer.intro')}
      actions={<StepActions onNext={() => send({ type: 'NEXT' })} canNext nextLabel="app.cdnSetup.next" />}
    >
      <CustomerAutocomplete
        value={context.customer}
        onChange={(customer) => send({ type: 'CUSTOMER_CHOSEN', customer })}
        label="app.cdnSetup.customer.label"
        helperText="app.cdnSetup.customer.helper"
        error={context.error}
        required
      />
    </StepFrame>
  );
}
