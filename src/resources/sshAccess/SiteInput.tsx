import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import type { SiteChoice } from '../../dataProvider/calls/sitesConfig';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../../layout/useDebouncedValue';

/** One site, searched by title or name (GET autocomplete/sites), kept as its id; `initial` is a site already chosen. */
export function SiteInput({ source, initial }: { source: string; initial?: SiteChoice }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [picked, setPicked] = useState<SiteChoice | null>(initial ?? null);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250);
  const { data, isFetching } = usePanelQuery(['sites', 'autocomplete', q], (dataProvider) => dataProvider.siteChoices(q));
  const options = [...(picked ? [picked] : []), ...(data ?? []).filter((site) => site.id !== picked?.id)];
  return (
    <Autocomplete<SiteChoice>
      options={options}
      value={picked}
      onChange={(_event, site) => {
        setPicked(site);
        field.onChange(site ? site.id : '');
      }}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      getOptionLabel={(site) => site.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      loading={isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.ssh-access.fields.siteId')}
          error={Boolean(fieldState.error)}
          // A form-level message may be an object ({ message }); react-admin's helper text reads both.
          helperText={<InputHelperText error={fieldState.error?.message} />}
        />
      )}
    />
  );
}
