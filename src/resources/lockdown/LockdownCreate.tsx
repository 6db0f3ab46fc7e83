import { Create } from 'react-admin';
import { lockdownSchema } from '../../rules/schemas/lockdown';
import { zodValidate } from '../zodValidate';
import { CustomerInput } from './CustomerInput';
import { LockdownForm } from './LockdownForm';

const validate = zodValidate(lockdownSchema);

export const LockdownCreate = () => (
  <Create redirect="list">
    <LockdownForm validate={validate} customer={<CustomerInput />} />
  </Create>
);
