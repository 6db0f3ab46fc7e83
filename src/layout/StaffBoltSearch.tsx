import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { boltSearchPath, canSubmitBoltSearch } from '../rules/navigation';
import { searchFieldSx } from './searchFieldSx';

/** Staff and admins search all Bolts: more than 1 character, then Enter or the search button. */
export function StaffBoltSearch({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitBoltSearch(text)) {
      setTooShort(true);
      return;
    }
    navigate(boltSearchPath(text));
    onNavigate?.();
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ width: '100%' }}>
      <Tooltip
        open={tooShort}
        title={translate('app.search.staffHint')}
        placement="bottom-start"
        disableHoverListener
        disableFocusListener
        disableTouchListener
      >
        <TextField
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
          }}
          onBlur={() => setTooShort(false)}
          placeholder={translate('app.search.placeholder')}
          sx={searchFieldSx}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.search.label') },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" size="small" edge="end" aria-label={translate('app.search.submit')}>
                    <SearchIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Tooltip>
    </Box>
  );
}
