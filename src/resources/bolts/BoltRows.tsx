import { DataTable, NumberField, SimpleList, useTranslate } from 'react-admin';
import { selectColumn } from '../../components/bulk/selectColumn';
import { RowLink } from '../../components/RowLink';
import { useIsSmall } from '../../components/useIsSmall';
import type { Bolt } from '../../rules/schemas/records/bolt';
import { HostingChip } from './HostingChip';
import { PlanChip } from './PlanChip';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<Bolt>;
const boltPath = (id: string | number) => `/bolts/${id}`;

interface BoltRowsProps {
  /** Staff's columns: the customer (left out where the list is one customer's) and the server. */
  customer?: boolean;
  server?: boolean;
  /** A box per row to choose Bolts for a bulk action (BulkBar). */
  selectable?: boolean;
}

/**
 * Bolts as rows opening their dashboard, each named by a link: a table, or cards at phone width.
 * The Bolts list and a customer's Bolts. No internal id: people know a Bolt by its name.
 */
export function BoltRows({ customer = false, server = false, selectable = false }: BoltRowsProps) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  if (isSmall)
    return (
      <SimpleList<Bolt>
        primaryText={(bolt) => bolt.name}
        secondaryText={(bolt) => [translate(`resources.bolts.plans.${bolt.plan}`), customer ? bolt.customer : null].filter(Boolean).join(' · ')}
        linkType={(bolt) => boltPath(bolt.id)}
      />
    );
  return (
    <DataTable<Bolt> rowClick={(id) => boltPath(id)} bulkActionButtons={false}>
      {selectable && <Col {...selectColumn((bolt) => bolt.name)} />}
      <Col source="name" render={(bolt) => <RowLink to={boltPath(bolt.id)}>{bolt.name}</RowLink>} />
      <Col source="plan" field={PlanChip} />
      {customer && <Col source="customer" />}
      {server && <Col source="server" disableSort />}
      <Col source="dedicated" disableSort field={HostingChip} />
      <Col source="sitesCount" disableSort align="right" field={NumberField} />
      <Col source="createdAt">
        <MomentField source="createdAt" date />
      </Col>
    </DataTable>
  );
}
