import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { ApproveButton } from './ApproveButton';
import { customerFilters } from './customerFilters';
import { SignupStateChip } from './SignupStateChip';
import { RowLink } from '../../components/RowLink';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<CustomerUser>;
const fullName = (customer: CustomerUser) => `${customer.firstName} ${customer.lastName}`;
/** The person's page: the resource's edit route, which shows them read-only. */
const customerPath = (id: string | number) => `/customers/${id}`;

/**
 * Staff's /customers (spec 1 §2): the people of customer accounts, newest first, paged by cursor,
 * with "Awaiting verification" and the approval of a manual verification; a row opens the person's
 * page (/customers/{userId}).
 */
export const CustomerList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={customerFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList<CustomerUser>
          primaryText={fullName}
          secondaryText={(customer) => `${customer.email} · ${customer.company ?? customer.customerId ?? ''}`}
          tertiaryText={(customer) => translate(`resources.customers.states.${customer.signupState}`, { _: customer.signupState })}
          linkType={(customer) => customerPath(customer.id)}
        />
      ) : (
        <DataTable rowClick={customerPath} bulkActionButtons={false}>
          <Col source="lastName" render={(customer) => <RowLink to={customerPath(customer.id)}>{fullName(customer)}</RowLink>} />
          <Col source="email" />
          <Col source="company" disableSort />
          <Col source="customerId" disableSort />
          <Col source="signupState" disableSort>
            <SignupStateChip />
          </Col>
          <Col source="createdAt">
            <MomentField source="createdAt" date />
          </Col>
          <Col disableSort label="">
            <ApproveButton />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
