import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCustomerChoices, type CustomerChoice } from '../../../resources/lockdown/useCustomerChoices';
import type { Customer } from '../types';

export interface CustomerPickerProps {
  value: Customer | null;
  onChange: (customer: Customer | null) => void;
  disabled?: boolean;
}

/** Staff pick the customer the Bolt is for, searched like the lockdown form does (admin/bolts). */
export function CustomerPicker({ value, onChange, disabled }: CustomerPickerProps) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { choices, isPending } = useCustomerChoices(q, value ?? undefined);
  return (
    <Autocomplete<CustomerChoice>
      options={choices}
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      onInputChange={(_event, text, reason) => reason === 'input' && setQ(text)}
      getOptionLabel={(customer) => customer.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      filterOptions={(options) => options}
      loading={isPending}
      disabled={disabled}
      noOptionsText={translate('app.boltCreate.basics.noCustomer')}
      loadingText={translate('app.boltCreate.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.boltCreate.basics.customer')}
          helperText={translate('app.boltCreate.basics.customerHelper')}
          required
        />
      )}
      sx={{ maxWidth: 560 }}
    />
  );
}
