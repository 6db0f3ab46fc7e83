import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import { useCall } from '../../dataProvider/useCall';
import { AWAITING_VERIFICATION } from '../../rules/customers';
import type { CustomerUser } from '../../rules/schemas/records/profile';

/** Staff let a customer whose signup waits for a manual verification use the panel, once they confirm. */
export function ApproveButton() {
  const customer = useRecordContext<CustomerUser>();
  const translate = useTranslate();
  const prompt = usePrompt();
  const approve = useCall((dataProvider, userId: string) => dataProvider.approveVerification(userId), { invalidates: [['customers']] });
  if (customer?.signupState !== AWAITING_VERIFICATION) return null;
  const name = `${customer.firstName} ${customer.lastName}`;
  const confirmAndApprove = async () => {
    const answer = await prompt({
      title: translate('resources.customers.approveTitle', { name }),
      text: translate('resources.customers.approveText', { name, email: customer.email }),
      confirmText: 'resources.customers.approve',
      iconName: 'info',
    });
    if (answer.confirmed) approve.mutate(customer.id);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<VerifiedUserOutlinedIcon />}
      disabled={approve.isPending}
      aria-label={translate('resources.customers.approveName', { name })}
      onClick={(event) => {
        // A click on the button is never a click on the row, which opens the customer's page.
        event.stopPropagation();
        void confirmAndApprove();
      }}
    >
      {translate('resources.customers.approve')}
    </Button>
  );
}
