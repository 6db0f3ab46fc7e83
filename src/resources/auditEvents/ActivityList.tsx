import { List, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { changeFilters } from './auditFilters';
import { AuditTrailRows } from './AuditTrailRows';

/** The person who made a change, or Support for the provider's staff. */
const useWho = () => {
  const translate = useTranslate();
  return (event: RaRecord) => (event.bySupport ? translate('app.auditTrail.support') : (event.actorName ?? translate('app.auditTrail.signedOut')));
};

const WhoField = () => {
  const record = useRecordContext();
  const who = useWho();
  return record ? <>{who(record)}</> : null;
};

/** A customer's own account's activity (/activity): what their people and Support changed. */
export const ActivityList = () => {
  const who = useWho();
  return (
    <List
      filters={changeFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'occurredAt', order: 'DESC' }}
      exporter={false}
    >
      <AuditTrailRows staff={false} who={<WhoField />} whoText={who} />
    </List>
  );
};
