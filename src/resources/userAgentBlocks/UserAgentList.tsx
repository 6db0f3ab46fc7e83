import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { PanelListActions } from '../../components/PanelListActions';
import { BlockBulkActions } from '../../components/bulk/BlockBulkActions';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { ACTIVE_EXPIRED, BooleanChip } from '../../components/BooleanChip';
import { ChoiceChip } from '../../components/ChoiceChip';
import { ExpiresField } from '../../components/ExpiresField';
import { useIsSmall } from '../../components/useIsSmall';
import { userAgentFilters } from './userAgentFilters';
import { RecordRowLink } from '../../components/RecordRowLink';
import { BulkListBar } from '../../components/bulk/BulkListBar';
import { selectColumn } from '../../components/bulk/selectColumn';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col;

export const UserAgentList = () => {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      filters={userAgentFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(block) => block.pattern}
          secondaryText={(block) => block.reason}
          tertiaryText={(block) => translate(`resources.user-agent.matchTypes.${block.matchType}`)}
          linkType="edit"
        />
      ) : (
        <>
          <BulkListBar>
            <BlockBulkActions />
          </BulkListBar>
          <DataTable rowClick="edit" bulkActionButtons={false}>
            <Col {...selectColumn((block) => block.pattern)} />
            <Col source="pattern" render={() => <RecordRowLink<{ id: string; pattern: string }> text={(block) => block.pattern} />} />
            <Col source="matchType" disableSort>
              <ChoiceChip source="matchType" group="matchTypes" />
            </Col>
            <Col source="reason" disableSort />
            <Col source="expiresAt">
              <ExpiresField />
            </Col>
            <Col source="active" disableSort>
              <BooleanChip source="active" labels={ACTIVE_EXPIRED} />
            </Col>
            <Col source="createdBy" disableSort />
            <Col source="createdAt">
              <MomentField source="createdAt" />
            </Col>
          </DataTable>
        </>
      )}
    </List>
  );
};
