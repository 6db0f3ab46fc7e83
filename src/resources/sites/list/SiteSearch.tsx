import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Free-text search over the Bolt's site titles; an empty box shows every site (spec 1 §2). */
export function SiteSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={translate('app.sites.list.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.sites.list.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}
