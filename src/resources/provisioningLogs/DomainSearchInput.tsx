import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../../layout/useDebouncedValue';

/**
 * The logs' search by domain (`q`), suggesting domain names as they are typed (GET
 * admin/autocomplete/domains?q=, spec 2 §7); any text searches, a suggestion only completes it.
 */
export function DomainSearchInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [text, setText] = useState(String(field.value ?? ''));
  const typed = useDebouncedValue(text.trim(), 300);
  const { data } = usePanelQuery(['domains', 'autocomplete', typed], (dataProvider) => dataProvider.domainChoices(typed), { enabled: typed !== '' });
  const { onChange, value } = field;
  useEffect(() => {
    if (typed !== String(value ?? '')) onChange(typed);
  }, [typed, value, onChange]);
  const labelText = translate(label);
  return (
    <Autocomplete
      freeSolo
      options={typed ? (data ?? []).map((domain) => domain.name) : []}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      filterOptions={(all) => all}
      size="small"
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={labelText}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-label': labelText },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
