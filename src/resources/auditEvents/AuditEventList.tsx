import { DataTable, DateField, List, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { DATE_TIME } from '../../components/dates';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { ActorField } from './ActorField';
import { auditFilters } from './auditFilters';
import { ChangesField } from './ChangesField';
import { WhatField } from './WhatField';

const Col = DataTable.Col;

/**
 * Staff's audit trail (/audit-events): every write through the API, newest first; narrowed to a
 * customer, a Bolt or a site by the links on their pages (?filter={"boltId":…}).
 */
export const AuditEventList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={auditFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'occurredAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(event) =>
            `${translate(`app.auditTrail.actions.${event.action}`)} · ${translate(`app.auditTrail.resources.${event.resource}`, { _: event.resource })} #${event.recordId}`
          }
          secondaryText={(event) => event.actorName ?? translate('app.auditTrail.signedOut')}
          tertiaryText={(event) => new Date(event.occurredAt).toLocaleString(undefined, DATE_TIME)}
          linkType={false}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Col source="occurredAt">
            <DateField source="occurredAt" showTime options={DATE_TIME} />
          </Col>
          <Col source="actorName" disableSort>
            <ActorField />
          </Col>
          <Col source="resource" disableSort>
            <WhatField />
          </Col>
          <Col source="before" disableSort>
            <ChangesField />
          </Col>
          <Col source="address" disableSort />
        </DataTable>
      )}
    </List>
  );
};
