import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PanelDataProvider } from '../../dataProvider';
import type { CheckoutRecord } from './checkout';

/** Staff make the Bolt a paid checkout is missing, for its customer, from the order it stored. */
export function CreateBoltFromCheckout({ checkout }: { checkout: CheckoutRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PanelDataProvider>();
  const complete = useMutation({
    mutationFn: () => dataProvider.completeCheckout(checkout.id),
    onSuccess: async ({ data }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['checkouts'] }), queryClient.invalidateQueries({ queryKey: ['bolts'] })]);
      notify('resources.bolts.unfulfilled.created', { type: 'success', messageArgs: { name: data.name, customer: checkout.customer } });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button size="small" variant="outlined" startIcon={<AddIcon />} loading={complete.isPending} onClick={() => complete.mutate()}>
      {translate('resources.bolts.unfulfilled.create')}
    </Button>
  );
}
