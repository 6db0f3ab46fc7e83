import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { ACTIVE_INACTIVE, BooleanChip } from '../../components/BooleanChip';
import { ChoiceChip } from '../../components/ChoiceChip';
import { CodeField } from '../../components/CodeField';
import { useIsSmall } from '../../components/useIsSmall';
import { BoltLink } from './BoltLink';
import { TabEmpty } from './TabEmpty';

const Col = DataTable.Col;

/** The Crons tab: admin/cronjobs?filter[serverId]=… */
export const ServerCrons = () => {
  const isSmall = useIsSmall();
  return (
    <ReferenceManyField
      reference="cronjobs"
      target="serverId"
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'id', order: 'ASC' }}
      empty={<TabEmpty message="resources.servers.empty_tabs.crons" />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={<CodeField source="command" />}
          secondaryText={(cron) => `${cron.schedule} · ${cron.environment} · ${cron.bolt}`}
          tertiaryText={<BooleanChip source="active" labels={ACTIVE_INACTIVE} />}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false}>
          <Col source="schedule">
            <CodeField source="schedule" />
          </Col>
          <Col source="command">
            <CodeField source="command" />
          </Col>
          <Col source="comment" disableSort />
          <Col source="notifications" disableSort>
            <ChoiceChip source="notifications" group="levels" />
          </Col>
          <Col source="active" disableSort>
            <BooleanChip source="active" labels={ACTIVE_INACTIVE} />
          </Col>
          <Col source="environment" disableSort />
          <Col source="bolt" disableSort field={BoltLink} />
        </DataTable>
      )}
    </ReferenceManyField>
  );
};
