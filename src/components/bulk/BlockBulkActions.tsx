import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useDataProvider, useResourceContext, type RaRecord } from 'react-admin';
import { extendedExpiry } from '../../rules/blockExpiry';
import { BulkActionButton } from './BulkActionButton';

/** An IP block by its address, a user-agent block by its pattern. */
const nameOf = (record: RaRecord) => String(record.address ?? record.pattern ?? record.id);

/** Bulk actions of the edge's block lists (IP, user agent): remove (typed DELETE) and extend by 30 days. */
export const BlockBulkActions = () => {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  return (
    <>
      <BulkActionButton
        label="app.bulk.extend"
        icon={<MoreTimeIcon />}
        confirmTitle="app.bulk.extendTitle"
        confirmText="app.bulk.extendText"
        doneText="app.bulk.extended"
        nameOf={nameOf}
        act={async (record) => {
          const expiresAt = extendedExpiry(record.expiresAt ?? null, new Date());
          if (expiresAt !== null) await dataProvider.update(resource, { id: record.id, data: { expiresAt }, previousData: record });
        }}
      />
      <BulkActionButton
        label="app.bulk.remove"
        icon={<DeleteOutlineIcon />}
        confirmWord="DELETE"
        confirmTitle="app.bulk.removeTitle"
        confirmText="app.bulk.removeText"
        doneText="app.bulk.removed"
        nameOf={nameOf}
        act={(record) => dataProvider.delete(resource, { id: record.id, previousData: record })}
      />
    </>
  );
};
