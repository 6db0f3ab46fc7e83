import { Edit, Labeled, TextField } from 'react-admin';
import { lockdownUpdateSchema } from '../../rules/schemas/lockdown';
import { zodValidate } from '../zodValidate';
import { LockdownForm } from './LockdownForm';

const validate = zodValidate(lockdownUpdateSchema);

/** Switch soft <-> hard or change the reason; the toolbar's delete lifts the lock. */
export const LockdownEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LockdownForm
      validate={validate}
      customer={
        <Labeled source="customer">
          <TextField source="customer" />
        </Labeled>
      }
    />
  </Edit>
);
