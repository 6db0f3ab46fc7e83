import { List, useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import type { Bolt } from '../../rules/schemas/records/bolt';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { BoltRows } from '../bolts/BoltRows';

/** /customers/{userId}/bolts: every live Bolt of the person's account (admin/bolts?filter[customerId]=), opened as staff. */
export const CustomerBolts = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
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
        <BoltRows server />
      </List>
    </>
  );
};
