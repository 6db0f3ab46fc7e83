import { List, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { ActorField } from './ActorField';
import { auditFilters } from './auditFilters';
import { AuditScopeChips } from './AuditScopeChips';
import { AuditTrailRows } from './AuditTrailRows';

/**
 * Staff's audit trail (/audit-events): every write through the API, newest first; narrowed to a
 * customer, a Bolt or a site by the links on their pages (?filter={"boltId":…}), shown as chips.
 */
export const AuditEventList = () => {
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={auditFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'occurredAt', order: 'DESC' }}
    >
      <AuditScopeChips />
      <AuditTrailRows staff who={<ActorField />} whoText={(event) => event.actorName ?? translate('app.auditTrail.signedOut')} />
    </List>
  );
};
