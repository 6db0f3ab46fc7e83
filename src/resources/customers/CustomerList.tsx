import { DataTable, DateField, List, SimpleList, useTranslate } from 'react-admin';
import { DATE } from '../../components/dates';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { ApproveButton } from './ApproveButton';
import { customerFilters } from './customerFilters';
import { SignupStateChip } from './SignupStateChip';

const Col = DataTable.Col<CustomerUser>;
const fullName = (customer: CustomerUser) => `${customer.firstName} ${customer.lastName}`;

/**
 * Staff's /customers (spec 1 §2): the people of customer accounts, newest first, paged by cursor,
 * with "Awaiting verification" and the approval of a manual verification.
 */
export const CustomerList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={customerFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<CustomerUser>
          primaryText={fullName}
          secondaryText={(customer) => `${customer.email} · ${customer.company ?? customer.customerId ?? ''}`}
          tertiaryText={(customer) => translate(`resources.customers.states.${customer.signupState}`, { _: customer.signupState })}
          linkType={false}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Col source="lastName" render={fullName} />
          <Col source="email" />
          <Col source="company" disableSort />
          <Col source="customerId" disableSort />
          <Col source="signupState" disableSort>
            <SignupStateChip />
          </Col>
          <Col source="createdAt">
            <DateField source="createdAt" options={DATE} />
          </Col>
          <Col disableSort label="">
            <ApproveButton />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
