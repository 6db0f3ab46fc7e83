import { DataTable, NumberField, ReferenceManyField, SimpleList, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { PlanChip } from '../bolts/PlanChip';
import { useIsSmall } from '../../components/useIsSmall';
import { TabEmpty } from './TabEmpty';
import { RecordRowLink } from '../../components/RecordRowLink';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col;

/** The Bolts tab: admin/bolts?filter[serverId]=… */
export const ServerBolts = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="bolts"
      target="serverId"
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'id', order: 'DESC' }}
      empty={<TabEmpty message="resources.servers.empty_tabs.bolts" />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(bolt) => bolt.name}
          secondaryText={(bolt) => bolt.customer}
          tertiaryText={(bolt) => translate(`resources.bolts.plans.${bolt.plan}`)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source="id" />
          <Col source="name" render={() => <RecordRowLink<{ id: string; name: string }> text={(bolt) => bolt.name} />} />
          <Col source="plan" field={PlanChip} />
          <Col source="customer" />
          <Col source="sitesCount" disableSort align="right" field={NumberField} />
          <Col source="createdAt">
            <MomentField source="createdAt" date />
          </Col>
        </DataTable>
      )}
    </ReferenceManyField>
  );
};
