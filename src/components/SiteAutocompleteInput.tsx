import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import type { SiteChoice } from '../dataProvider/calls/sitesConfig';
import { usePanelQuery } from '../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../layout/useDebouncedValue';

interface SiteAutocompleteInputProps {
  source: string;
  /** i18n key of the field's label. */
  label: string;
  /** Several sites, kept as their numeric ids; otherwise one, kept as its id ('' when none). */
  multiple?: boolean;
  /** A site already chosen as the form opens. */
  initial?: SiteChoice;
}

/** Sites searched by title or name as they are typed (GET autocomplete/sites, staff and admins). */
export function SiteAutocompleteInput({ source, label, multiple = false, initial }: SiteAutocompleteInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [picked, setPicked] = useState<SiteChoice[]>(initial ? [initial] : []);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250);
  const { data, isFetching } = usePanelQuery(['sites', 'autocomplete', q], (dataProvider) => dataProvider.siteChoices(q));
  const options = [...picked, ...(data ?? []).filter((site) => !picked.some((chosen) => chosen.id === site.id))];
  const choose = (sites: SiteChoice[]) => {
    setPicked(sites);
    field.onChange(multiple ? sites.map((site) => Number(site.id)) : (sites[0]?.id ?? ''));
  };
  return (
    <Autocomplete<SiteChoice, boolean>
      multiple={multiple}
      options={options}
      value={multiple ? picked : (picked[0] ?? null)}
      onChange={(_event, value) => choose(Array.isArray(value) ? value : value ? [value] : [])}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      getOptionLabel={(site) => site.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      loading={isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          error={Boolean(fieldState.error)}
          // A form-level message may be an object ({ message }); react-admin's helper text reads both.
          helperText={<InputHelperText error={fieldState.error?.message} />}
        />
      )}
      sx={multiple ? { maxWidth: 560 } : undefined}
    />
  );
}
