import { DataTable, DateField, List, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { DATE_TIME } from '../../components/dates';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { changeFilters } from './auditFilters';
import { ChangesField } from './ChangesField';
import { WhatField } from './WhatField';

const Col = DataTable.Col;

/** The person who made a change, or Support for the provider's staff. */
const WhoField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.bySupport ? translate('app.auditTrail.support') : (record.actorName ?? translate('app.auditTrail.signedOut'))}</>;
};

/** A customer's own account's activity (/activity): what their people and Support changed. */
export const ActivityList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={changeFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'occurredAt', order: 'DESC' }}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(event) =>
            `${translate(`app.auditTrail.actions.${event.action}`)} · ${translate(`app.auditTrail.resources.${event.resource}`, { _: event.resource })}`
          }
          secondaryText={(event) => (event.bySupport ? translate('app.auditTrail.support') : event.actorName)}
          tertiaryText={(event) => new Date(event.occurredAt).toLocaleString(undefined, DATE_TIME)}
          linkType={false}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Col source="occurredAt">
            <DateField source="occurredAt" showTime options={DATE_TIME} />
          </Col>
          <Col source="actorName" disableSort>
            <WhoField />
          </Col>
          <Col source="resource" disableSort>
            <WhatField />
          </Col>
          <Col source="before" disableSort>
            <ChangesField />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
