import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { ProvisioningOrder } from '../../dataProvider/calls/provisioning';
import { DeleteOrderButton } from './DeleteOrderButton';
import { OrderStatusChip, OrderTypeChip } from './OrderChips';
import { orderExporter } from './orderExporter';
import { orderFilters } from './orderFilters';
import { RecordRowLink } from '../../components/RecordRowLink';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<ProvisioningOrder>;
const domainNames = (order: ProvisioningOrder) => order.domains.map((domain) => domain.name).join(', ');

/** Spec 1 §2 /orders: every CDN order (staff), newest first; one opens its status, each can be deleted. */
export const OrderList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={orderFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={orderExporter}
    >
      {isSmall ? (
        <SimpleList<ProvisioningOrder>
          primaryText={(order) => `#${order.id} · ${order.customer}`}
          secondaryText={domainNames}
          tertiaryText={(order) => translate(`resources.orders.statuses.${order.status}`)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source="id" disableSort render={() => <RecordRowLink<{ id: string }> text={(order) => `#${order.id}`} />} />
          <Col source="customer" disableSort />
          <Col source="type" disableSort field={OrderTypeChip} />
          <Col source="status" field={OrderStatusChip} />
          <Col source="domains" disableSort render={domainNames} />
          <Col source="createdAt">
            <MomentField source="createdAt" />
          </Col>
          <Col label="" disableSort align="right">
            <DeleteOrderButton />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
