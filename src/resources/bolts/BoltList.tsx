import AddIcon from '@mui/icons-material/Add';
import { BulkListBar } from '../../components/bulk/BulkListBar';
import { BulkDeleteButton } from '../../components/bulk/BulkDeleteButton';
import { ExportAllButton } from '../../components/ExportAllButton';
import { usePanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { Button } from '@mui/material';
import { FilterButton, List, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { useIsStaff } from '../../components/useIsStaff';
import { boltFilters } from './boltFilters';
import { BoltRows } from './BoltRows';
import { UnfulfilledCheckouts } from './UnfulfilledCheckouts';

/** The list's first page as it opens (read ahead of the page too, src/layout/firstReads.ts). */
export const BOLT_LIST = { pagination: { page: 1, perPage: DEFAULT_PER_PAGE }, sort: { field: 'id', order: 'DESC' as const } };

/** Customers see their own Bolts; staff and admins all of them, with customer and server. */
export const BoltList = () => {
  const translate = useTranslate();
  const isStaff = useIsStaff();
  const isSmall = useIsSmall();
  const dataProvider = usePanelDataProvider();
  return (
    <>
      {isStaff && <UnfulfilledCheckouts />}
      <List
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportAllButton />
            <Button component={Link} to="/bolts/create" variant="contained" size="small" startIcon={<AddIcon />}>
              {translate('app.routes.boltCreate')}
            </Button>
          </TopToolbar>
        }
        filters={boltFilters(isStaff)}
        perPage={BOLT_LIST.pagination.perPage}
        pagination={<Pagination />}
        sort={BOLT_LIST.sort}
      >
        {!isSmall && (
          <BulkListBar>
            <BulkDeleteButton what="bolts" nameOf={(bolt) => bolt.name} act={(bolt) => dataProvider.deleteBolt(String(bolt.id), 'endOfTerm')} />
          </BulkListBar>
        )}
        <BoltRows customer={isStaff} server={isStaff} selectable />
      </List>
    </>
  );
};
