import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useCommandState } from 'cmdk';
import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Commands are listed below: Enter runs the chosen one (cmdk's), not `onEnter`. */
  withCommands: boolean;
  onEnter: (event: KeyboardEvent) => void;
}

/**
 * The id of the command cmdk shows as chosen. Read from the page: cmdk names its options itself and
 * keeps its own `selectedItemId` only when it moved the choice (not when the list was filtered).
 */
function useActiveOptionId() {
  const value = useCommandState((state) => state.value);
  const [id, setId] = useState<string>();
  useLayoutEffect(() => {
    setId(document.querySelector(`[cmdk-item][data-value="${CSS.escape(value)}"]`)?.id);
  }, [value]);
  return id;
}

/**
 * The overlay's search field, inside the palette (cmdk): ↑/↓ move through the commands, and the
 * field names the chosen one to screen readers (`aria-activedescendant`). Home and End stay the
 * field's own (cmdk would take them for its list).
 */
export function SearchField({ value, onChange, withCommands, onEnter }: Props) {
  const translate = useTranslate();
  const chosen = useActiveOptionId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home' || event.key === 'End') event.stopPropagation();
    else if (event.key === 'Enter' && !withCommands) onEnter(event);
  };
  return (
    <TextField
      autoFocus
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={translate('app.search.fieldPlaceholder')}
      slotProps={{
        htmlInput: {
          'aria-label': translate('app.search.field'),
          'aria-activedescendant': withCommands ? chosen : undefined,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
