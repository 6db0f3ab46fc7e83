import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ProvisioningOrder } from '../../dataProvider/calls/provisioning';
import { useOrderDeletion } from './useOrderDeletion';

/** A row's delete, asking for DELETE first; the click stays off the row, which opens the order. */
export function DeleteOrderButton() {
  const translate = useTranslate();
  const order = useRecordContext<ProvisioningOrder>();
  const { confirmDelete, deleting } = useOrderDeletion();
  if (!order) return null;
  const label = `${translate('resources.orders.delete.button')} #${order.id}`;
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color="error"
        aria-label={label}
        disabled={deleting}
        onClick={(event) => {
          event.stopPropagation();
          void confirmDelete(order);
        }}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
