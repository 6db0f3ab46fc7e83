import type { ReactNode } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import type { FormErrors } from '../zodValidate';
import { LockTypeInput } from './LockTypeInput';

interface LockdownFormProps {
  validate: (values: Record<string, unknown>) => FormErrors;
  /** Create picks the customer; edit shows the locked one (a lock's account is fixed). */
  customer: ReactNode;
  /** Shown without Save or Lift: a staff member looking at an admin's lockdown. */
  readOnly?: boolean;
}

export const LockdownForm = ({ validate, customer, readOnly = false }: LockdownFormProps) => (
  <SimpleForm validate={validate} defaultValues={{ type: 'soft' }} sx={{ maxWidth: 560 }} disabled={readOnly} toolbar={readOnly ? false : undefined}>
    {customer}
    <LockTypeInput />
    <TextInput fullWidth source="reason" multiline minRows={2} />
  </SimpleForm>
);
