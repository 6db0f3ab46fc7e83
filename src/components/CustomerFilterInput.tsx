import { useState } from 'react';
import { useInput } from 'react-admin';
import type { CdnCustomer } from '../dataProvider/calls/provisioning';
import { CustomerAutocomplete } from './CustomerAutocomplete';

/** A list filter on `filter[customerId]`: staff search a customer (GET autocomplete/customers) and pick one. */
export function CustomerFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { field } = useInput({ source });
  const [picked, setPicked] = useState<CdnCustomer | null>(null);
  const value = picked !== null && String(picked.id) === String(field.value ?? '') ? picked : null;
  return (
    <CustomerAutocomplete
      value={value}
      onChange={(customer) => {
        setPicked(customer);
        field.onChange(customer?.id ?? '');
      }}
      label={label}
      size="small"
    />
  );
}
