import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsStaff } from '../../../components/useIsStaff';

/** Spec 1 §3 Subscription.custom_contract: billed by hand, so only staff change it. */
export function CustomContractNotice() {
  const translate = useTranslate();
  const staff = useIsStaff();
  return (
    <Alert severity="info">
      <AlertTitle>{translate('app.plan.contractTitle')}</AlertTitle>
      {translate(staff ? 'app.plan.contractStaff' : 'app.plan.contractCustomer')}
    </Alert>
  );
}
