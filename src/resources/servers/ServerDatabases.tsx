import { DataTable, ReferenceManyField, SimpleList } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { BoltLink } from './BoltLink';
import { StorageField } from './StorageField';
import { TabEmpty } from './TabEmpty';

const Col = DataTable.Col;

/** The Databases tab: admin/databases?filter[serverId]=… */
export const ServerDatabases = () => {
  const isSmall = useIsSmall();
  return (
    <ReferenceManyField
      reference="databases"
      target="serverId"
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<TabEmpty message="resources.servers.empty_tabs.databases" />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(database) => database.name}
          secondaryText={(database) => database.bolt}
          tertiaryText={<StorageField source="size" />}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false}>
          <Col source="name" />
          <Col source="dbName" disableSort />
          <Col source="dbUser" disableSort />
          <Col source="size" align="right">
            <StorageField source="size" />
          </Col>
          <Col source="bolt" disableSort field={BoltLink} />
        </DataTable>
      )}
    </ReferenceManyField>
  );
};
