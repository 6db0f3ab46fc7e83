import { useDelete, useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import type { ProvisioningOrder } from '../../dataProvider/calls/provisioning';

/**
 * Deleting a CDN order asks for DELETE typed exactly (spec 1 §5, spec 2 §5); a failure says
 * 'Could not delete order' (spec 1 §8).
 */
export function useOrderDeletion(onDeleted?: () => void) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<ProvisioningOrder>();
  const confirmDelete = async (order: ProvisioningOrder) => {
    const answer = await prompt({
      type: 'input',
      title: translate('resources.orders.delete.title', { id: order.id }),
      text: 'resources.orders.delete.text',
      inputLabel: 'resources.orders.delete.label',
      compare: 'DELETE',
      confirmText: 'resources.orders.delete.button',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    await remove(
      'orders',
      { id: order.id, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.orders.delete.done', { type: 'success' });
          onDeleted?.();
        },
        onError: () => notify('resources.orders.delete.failed', { type: 'error' }),
      },
    );
  };
  return { confirmDelete, deleting: isPending };
}
