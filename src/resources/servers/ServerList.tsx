import { DataTable, List, NumberField, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { ServerStatusChip, ServerTypeChip } from './ServerChips';
import { serverFilters } from './serverFilters';
import { VIEW_FILTERS, type ServerView } from './serverViews';
import { ServerViewTabs } from './ServerViewTabs';
import { RecordRowLink } from '../../components/RecordRowLink';

const Col = DataTable.Col;

/** One list per tab; each keeps its own page, sort and search (storeKey). */
export const ServerList = ({ view = 'all' }: { view?: ServerView }) => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      key={view}
      storeKey={`servers.${view}`}
      filter={VIEW_FILTERS[view]}
      filters={serverFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ServerViewTabs view={view} />
      {isSmall ? (
        <SimpleList
          primaryText={(server) => server.name}
          secondaryText={(server) => `${server.hostname} · ${server.ip}`}
          tertiaryText={(server) => translate(`resources.servers.statuses.${server.status}`)}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Col source="name" render={() => <RecordRowLink<{ id: string; name: string }> text={(server) => server.name} />} />
          <Col source="hostname" disableSort />
          <Col source="ip" disableSort />
          <Col source="type" field={ServerTypeChip} />
          <Col source="location" />
          <Col source="status" field={ServerStatusChip} />
          <Col source="boltsCount" align="right" field={NumberField} />
          <Col source="databasesCount" disableSort align="right" field={NumberField} />
        </DataTable>
      )}
    </List>
  );
};
