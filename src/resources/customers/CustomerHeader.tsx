import { useRecordContext } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import type { CustomerUser } from '../../rules/schemas/records/profile';

/** The customer page's title: the person, their account and customer id. */
export const CustomerHeader = () => {
  const customer = useRecordContext<CustomerUser>()!;
  return (
    <PageHeader
      title={`${customer.firstName} ${customer.lastName}`}
      record={`${customer.firstName} ${customer.lastName}`}
      intro={[customer.account, customer.customerId].filter(Boolean).join(' · ')}
      back={{ to: '/customers', label: 'app.routes.customers' }}
    />
  );
};
