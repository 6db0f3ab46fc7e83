import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';
import type { Checkout } from '../../rules/schemas/records/checkout';

/** Staff make the Bolt a paid checkout is missing, for its customer, from the order it stored. */
export function CreateBoltFromCheckout({ checkout }: { checkout: Checkout }) {
  const translate = useTranslate();
  const notify = useNotify();
  const complete = useCall((dataProvider) => dataProvider.completeCheckout(checkout.id), {
    // The checkout is fulfilled and a Bolt is new: both lists are read again.
    invalidates: [['checkouts'], ['bolts']],
    onSuccess: ({ data }) =>
      notify('resources.bolts.unfulfilled.created', { type: 'success', messageArgs: { name: data.name, customer: checkout.customer } }),
  });
  return (
    <Button size="small" variant="outlined" startIcon={<AddIcon />} loading={complete.isPending} onClick={() => complete.mutate()}>
      {translate('resources.bolts.unfulfilled.create')}
    </Button>
  );
}
