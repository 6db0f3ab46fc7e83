import { useState } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useCustomerChoices, type CustomerChoice } from './useCustomerChoices';

/** The customer to lock, searched by name (or by one of their Bolts). */
export const CustomerInput = () => {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<CustomerChoice>();
  const { choices, isPending } = useCustomerChoices(q, picked);
  return (
    <AutocompleteInput
      source="accountId"
      fullWidth
      choices={choices}
      isPending={isPending}
      setFilter={setQ}
      onChange={(_id, choice) => setPicked(choice as CustomerChoice | undefined)}
      helperText="resources.lockdown.helpers.accountId"
      noOptionsText="resources.lockdown.noCustomer"
    />
  );
};
