import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useDataProvider, type RaRecord } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

/** Lifts the chosen lockdowns (typed LIFT); one an admin set is refused for staff, and said so. */
export const LockdownBulkActions = () => {
  const dataProvider = useDataProvider();
  return (
    <BulkActionButton
      label="app.bulk.lift"
      icon={<LockOpenIcon />}
      confirmWord="LIFT"
      confirmTitle="app.bulk.liftTitle"
      confirmText="app.bulk.liftText"
      doneText="app.bulk.lifted"
      nameOf={(record: RaRecord) => String(record.customer)}
      act={(record) => dataProvider.delete('lockdown', { id: record.id, previousData: record })}
    />
  );
};
