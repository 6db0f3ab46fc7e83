import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { filterByName } from '../rules/navigation';
import { searchFieldSx } from './searchFieldSx';

type Bolt = RaRecord & { name?: string };

/** The customer's own Bolts, filtered as they type; choosing one opens it. */
export function CustomerBoltSearch({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data = [], isPending } = useGetList<Bolt>('bolts', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Autocomplete
      size="small"
      options={data}
      loading={isPending}
      value={null}
      blurOnSelect
      forcePopupIcon={false}
      clearOnBlur
      noOptionsText={translate('app.search.noMatch')}
      getOptionLabel={(bolt) => String(bolt.name ?? bolt.id)}
      filterOptions={(options, { inputValue }) => filterByName(options, inputValue)}
      onChange={(_, bolt) => {
        if (!bolt) return;
        navigate(`/bolts/${bolt.id}`);
        onNavigate?.();
      }}
      sx={searchFieldSx}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('app.search.placeholder')}
          inputProps={{ ...params.inputProps, 'aria-label': translate('app.search.label') }}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
}
