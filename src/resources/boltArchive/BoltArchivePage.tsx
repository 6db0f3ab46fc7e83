import { Box } from '@mui/material';
import { PanelListActions } from '../../components/PanelListActions';
import { DataTable, List, RecordContextProvider, SimpleList, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import type { Bolt } from '../../rules/schemas/records/bolt';
import { PlanChip } from '../bolts/PlanChip';
import { ArchiveActions } from './ArchiveActions';
import { archiveFilters } from './archiveFilters';
import { MomentField } from '../../components/MomentField';
import { formatMoment } from '../../rules/dates';

const Col = DataTable.Col;

/**
 * Spec 1 §2 /bolts/archive (staff): Bolts deleted at once or at the end of their term, latest first,
 * with their customer, plan and when they left; staff restore them, admins also transfer them.
 */
export default function BoltArchivePage() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={<PanelListActions />}
      resource="bolt-archive"
      filters={archiveFilters}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'archivedAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList<Bolt>
          primaryText={(bolt) => bolt.name}
          secondaryText={(bolt) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {[bolt.customer, translate(`resources.bolt-archive.plans.${bolt.plan}`), bolt.archivedAt && formatMoment(bolt.archivedAt, 'date')]
                  .filter(Boolean)
                  .join(' · ')}
              </Box>
              <RecordContextProvider value={bolt}>
                <ArchiveActions />
              </RecordContextProvider>
            </>
          )}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="name" />
          <Col source="customer" />
          <Col source="plan" disableSort field={PlanChip} />
          <Col source="archivedAt">
            <MomentField source="archivedAt" />
          </Col>
          <Col source="actions" disableSort field={ArchiveActions} />
        </DataTable>
      )}
    </List>
  );
}
