import { Edit, Labeled, TextField, useRecordContext } from 'react-admin';
import { useRole } from '../../layout/useRole';
import { lockdownUpdateSchema } from '../../rules/schemas/lockdown';
import { zodValidate } from '../zodValidate';
import { AdminLockNotice } from './AdminLockNotice';
import { LockdownEditToolbar } from './LockdownEditToolbar';
import { LockdownForm } from './LockdownForm';

const validate = zodValidate(lockdownUpdateSchema);

/** Switch soft <-> hard or change the reason; the toolbar's delete lifts the lock. */
const LockdownEditForm = () => {
  const role = useRole();
  const record = useRecordContext();
  // What an admin set, only an admin changes or lifts (README "Who may do what to whom").
  const readOnly = Boolean(record?.setByAdmin) && role !== 'admin';
  return (
    <LockdownForm
      validate={validate}
      toolbar={readOnly ? false : <LockdownEditToolbar />}
      customer={
        <>
          <AdminLockNotice />
          <Labeled source="customer">
            <TextField source="customer" />
          </Labeled>
        </>
      }
    />
  );
};

export const LockdownEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LockdownEditForm />
  </Edit>
);
