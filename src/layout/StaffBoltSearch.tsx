import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, ClickAwayListener, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchResults } from '../components/search/useSearchResults';
import { canSubmitBoltSearch } from '../rules/navigation';
import { BOLT_AND_SITE_TYPES } from '../rules/search';
import { searchFieldSx } from './searchFieldSx';
import { StaffSearchResults } from './StaffSearchResults';

/**
 * Staff and admins search every account's Bolts and sites (GET admin/search): more than 1
 * character, then Enter or the search button (spec 1 §2); the results open under the field,
 * with the Bolt list filtered by the same text at their end. What was typed clears with one button.
 */
export function StaffBoltSearch({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [submitted, setSubmitted] = useState('');
  const anchor = useRef<HTMLFormElement>(null);
  const found = useSearchResults(submitted, BOLT_AND_SITE_TYPES, submitted !== '');
  const close = () => setSubmitted('');

  const clear = () => {
    setText('');
    setTooShort(false);
    close();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitBoltSearch(text)) {
      setTooShort(true);
      return;
    }
    setSubmitted(text.trim());
  };

  return (
    <ClickAwayListener onClickAway={close}>
      <Box
        component="form"
        role="search"
        ref={anchor}
        onSubmit={submit}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        sx={{ width: '100%' }}
      >
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
              close();
            }}
            onBlur={() => setTooShort(false)}
            placeholder={translate('app.search.placeholder')}
            sx={searchFieldSx}
            slotProps={{
              htmlInput: { 'aria-label': translate('app.search.label') },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    {text && (
                      // Typed text can always be taken back, by pointer or keyboard.
                      <IconButton size="small" aria-label={translate('app.search.clear')} onClick={clear}>
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    )}
                    <IconButton type="submit" size="small" edge="end" aria-label={translate('app.search.submit')}>
                      <SearchIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Tooltip>
        <StaffSearchResults
          anchor={submitted ? anchor.current : null}
          q={submitted}
          results={found.results}
          isFetching={found.isFetching}
          isError={found.isError}
          onOpen={() => {
            close();
            onNavigate?.();
          }}
        />
      </Box>
    </ClickAwayListener>
  );
}
