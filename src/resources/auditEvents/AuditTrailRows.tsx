import type { ReactElement } from 'react';
import { DataTable, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { useIsSmall } from '../../components/useIsSmall';
import { ChangesField } from './ChangesField';
import { WhatField } from './WhatField';
import { MomentField } from '../../components/MomentField';
import { formatMoment } from '../../rules/dates';

const Col = DataTable.Col;

interface AuditTrailRowsProps {
  /** Who made each change: staff see the person and role, a customer the person or Support. */
  who: ReactElement;
  /** The same, as text for a phone's rows. */
  whoText: (event: RaRecord) => string;
  /** Staff also see the record's id and the address the change came from. */
  staff: boolean;
}

/** The rows of both trails: when, who, what and the change; cards at phone width. */
export function AuditTrailRows({ who, whoText, staff }: AuditTrailRowsProps) {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  if (isSmall)
    return (
      <SimpleList
        primaryText={(event) =>
          [
            translate(`app.auditTrail.actions.${event.action}`),
            ' · ',
            translate(`app.auditTrail.resources.${event.resource}`, { _: event.resource }),
            staff ? ` #${event.recordId}` : '',
          ].join('')
        }
        secondaryText={whoText}
        tertiaryText={(event) => formatMoment(event.occurredAt)}
        linkType={false}
      />
    );
  return (
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Col source="occurredAt">
        <MomentField source="occurredAt" />
      </Col>
      <Col source="actorName" disableSort>
        {who}
      </Col>
      <Col source="resource" disableSort>
        <WhatField />
      </Col>
      <Col source="before" disableSort>
        <ChangesField />
      </Col>
      {staff && <Col source="address" disableSort />}
    </DataTable>
  );
}
