import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { SiteChoice } from '../../dataProvider/calls/sitesConfig';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../../layout/useDebouncedValue';

/** The sites of a rebuild, searched by title or name (GET autocomplete/sites), kept as their ids. */
export function SitesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [picked, setPicked] = useState<SiteChoice[]>([]);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 250);
  const { data, isFetching } = usePanelQuery(['sites', 'autocomplete', q], (dataProvider) => dataProvider.siteChoices(q));
  const options = [...picked, ...(data ?? []).filter((site) => !picked.some((chosen) => chosen.id === site.id))];
  return (
    <Autocomplete<SiteChoice, true>
      multiple
      options={options}
      value={picked}
      onChange={(_event, sites) => {
        setPicked(sites);
        field.onChange(sites.map((site) => Number(site.id)));
      }}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      getOptionLabel={(site) => site.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      loading={isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.rebuild-sites-config.fields.environmentIds')}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
        />
      )}
      sx={{ maxWidth: 560 }}
    />
  );
}
