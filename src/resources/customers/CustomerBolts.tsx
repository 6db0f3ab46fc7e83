import { DataTable, DateField, List, NumberField, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { DATE } from '../../components/dates';
import { PageHeader } from '../../components/PageHeader';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { Bolt } from '../../rules/schemas/records/bolt';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { HostingChip } from '../bolts/HostingChip';
import { PlanChip } from '../bolts/PlanChip';

const Col = DataTable.Col<Bolt>;
const boltPath = (id: string | number) => `/bolts/${id}`;

/** /customers/{userId}/bolts: every live Bolt of the person's account (admin/bolts?filter[customerId]=), opened as staff. */
export const CustomerBolts = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const isSmall = useIsSmall();
  return (
    <>
      <PageHeader
        title={translate('app.customerPage.boltsTitle', { name: `${customer.firstName} ${customer.lastName}` })}
        intro={translate('app.customerPage.boltsIntro')}
        back={{ to: `/customers/${customer.id}`, label: 'app.customerPage.backToCustomer' }}
      />
      <List<Bolt>
        resource="bolts"
        filter={{ customerId: customer.accountId }}
        disableSyncWithLocation
        perPage={DEFAULT_PER_PAGE}
        pagination={<Pagination />}
        sort={{ field: 'id', order: 'DESC' }}
        actions={false}
        exporter={false}
        title={false}
      >
        {isSmall ? (
          <SimpleList<Bolt>
            primaryText={(bolt) => bolt.name}
            secondaryText={(bolt) => translate(`resources.bolts.plans.${bolt.plan}`)}
            tertiaryText={(bolt) => `#${bolt.id}`}
            linkType={(record) => boltPath(record.id)}
          />
        ) : (
          <DataTable rowClick={(id) => boltPath(id)} bulkActionButtons={false}>
            <Col source="id" />
            <Col source="name" />
            <Col source="plan" field={PlanChip} />
            <Col source="server" disableSort />
            <Col source="dedicated" disableSort field={HostingChip} />
            <Col source="sitesCount" disableSort align="right" field={NumberField} />
            <Col source="createdAt">
              <DateField source="createdAt" options={DATE} />
            </Col>
          </DataTable>
        )}
      </List>
    </>
  );
};
