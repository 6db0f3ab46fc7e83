import type { ReactElement, ReactNode } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import type { FormErrors } from '../zodValidate';
import { LockTypeInput } from './LockTypeInput';

interface LockdownFormProps {
  validate: (values: Record<string, unknown>) => FormErrors;
  /** Create picks the customer; edit shows the locked one (a lock's account is fixed). */
  customer: ReactNode;
  /** The form's buttons; `false` shows it read-only (a staff member looking at an admin's lockdown). */
  toolbar?: ReactElement | false;
}

export const LockdownForm = ({ validate, customer, toolbar }: LockdownFormProps) => (
  <SimpleForm
    validate={validate}
    disableInvalidFormNotification
    defaultValues={{ type: 'soft' }}
    sx={{ maxWidth: 560 }}
    disabled={toolbar === false}
    toolbar={toolbar}
  >
    {customer}
    <LockTypeInput />
    <TextInput fullWidth source="reason" multiline minRows={2} />
  </SimpleForm>
);
