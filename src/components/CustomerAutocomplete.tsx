import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CdnCustomer } from '../dataProvider/calls/provisioning';
import { usePanelQuery } from '../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../layout/useDebouncedValue';

export interface CustomerAutocompleteProps {
  value: CdnCustomer | null;
  onChange: (customer: CdnCustomer | null) => void;
  label: string;
  helperText?: string;
  /** A validation text (spec 2 §5 'Please select customer'), shown in the invalid style. */
  error?: string | null;
  required?: boolean;
  size?: 'small' | 'medium';
}

/**
 * Staff pick a customer by searching GET autocomplete/customers?q= (spec 2 §7, up to 20 answers).
 * The picked one stays among the options while the search changes.
 */
export function CustomerAutocomplete({ value, onChange, label, helperText, error, required, size }: CustomerAutocompleteProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250);
  const { data, isFetching, error: searchError } = usePanelQuery(['customers', 'autocomplete', q], (dataProvider) => dataProvider.customerChoices(q));
  // Spec 2 §8: customer search failures are only logged.
  useEffect(() => {
    if (searchError) console.warn('Customer search failed', searchError);
  }, [searchError]);
  const found = data ?? [];
  const options = value && !found.some((customer) => customer.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete<CdnCustomer>
      options={options}
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      getOptionLabel={(customer) => customer.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      filterOptions={(all) => all}
      loading={isFetching}
      size={size}
      noOptionsText={translate('app.cdnSetup.customer.none')}
      loadingText={translate('app.cdnSetup.customer.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label, { _: label })}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (helperText ? translate(helperText, { _: helperText }) : undefined)}
        />
      )}
      sx={{ maxWidth: 560, minWidth: 220 }}
    />
  );
}
