import AddIcon from '@mui/icons-material/Add';
import { BulkBar } from '../../components/bulk/BulkBar';
import { BulkDeleteButton } from '../../components/bulk/BulkDeleteButton';
import { SELECT_CELL, SelectColumnLabel } from '../../components/bulk/SelectColumnLabel';
import { SelectRecordCheckbox } from '../../components/bulk/SelectRecordCheckbox';
import { ExportAllButton } from '../../components/ExportAllButton';
import { usePanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { Box } from '@mui/material';
import { Button, DataTable, DateField, FilterButton, List, NumberField, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { DATE } from '../../components/dates';
import { useIsSmall } from '../../components/useIsSmall';
import { useIsStaff } from '../../components/useIsStaff';
import { boltFilters } from './boltFilters';
import { HostingChip } from './HostingChip';
import { PlanChip } from './PlanChip';
import { UnfulfilledCheckouts } from './UnfulfilledCheckouts';

const Col = DataTable.Col;

/** The list's first page as it opens (read ahead of the page too, src/layout/firstReads.ts). */
export const BOLT_LIST = { pagination: { page: 1, perPage: DEFAULT_PER_PAGE }, sort: { field: 'id', order: 'DESC' as const } };

/** Customers see their own Bolts; staff and admins all of them, with customer and server. */
export const BoltList = () => {
  const isStaff = useIsStaff();
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const dataProvider = usePanelDataProvider();
  return (
    <>
      {isStaff && <UnfulfilledCheckouts />}
      <List
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportAllButton />
            <Button to="/bolts/create" label="app.routes.boltCreate" variant="contained">
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        filters={boltFilters(isStaff)}
        perPage={BOLT_LIST.pagination.perPage}
        pagination={<Pagination />}
        sort={BOLT_LIST.sort}
      >
        {isSmall ? (
          <SimpleList
            primaryText={(bolt) => bolt.name}
            secondaryText={(bolt) => [translate(`resources.bolts.plans.${bolt.plan}`), isStaff ? bolt.customer : null].filter(Boolean).join(' · ')}
            tertiaryText={(bolt) => `#${bolt.id}`}
            linkType="edit"
          />
        ) : (
          <>
            <Box sx={{ px: 2, pt: 1 }}>
              <BulkBar>
                <BulkDeleteButton what="bolts" nameOf={(bolt) => bolt.name} act={(bolt) => dataProvider.deleteBolt(String(bolt.id), 'endOfTerm')} />
              </BulkBar>
            </Box>
            <DataTable rowClick="edit" bulkActionButtons={false}>
              <Col
                source="select"
                label={<SelectColumnLabel />}
                cellSx={SELECT_CELL}
                disableSort
                render={(bolt) => <SelectRecordCheckbox id={bolt.id} name={bolt.name} />}
              />
              <Col source="id" />
              <Col source="name" />
              <Col source="plan" field={PlanChip} />
              {isStaff && <Col source="customer" />}
              {isStaff && <Col source="server" disableSort />}
              <Col source="dedicated" disableSort field={HostingChip} />
              <Col source="sitesCount" disableSort align="right" field={NumberField} />
              <Col source="createdAt">
                <DateField source="createdAt" options={DATE} />
              </Col>
            </DataTable>
          </>
        )}
      </List>
    </>
  );
};
