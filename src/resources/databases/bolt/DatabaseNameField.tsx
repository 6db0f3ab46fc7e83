import { Box, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { NameRuleList } from './NameRuleList';

export interface DatabaseNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  autoFocus?: boolean;
}

/** The name input with its rule checklist below, both read out with the field. */
export function DatabaseNameField({ value, onChange, onBlur, error, autoFocus }: DatabaseNameFieldProps) {
  const translate = useTranslate();
  const id = useId();
  const rulesId = `${id}-rules`;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={id}
        label={translate('resources.boltDatabases.fields.name')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error}
        autoFocus={autoFocus}
        autoComplete="off"
        required
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': [error ? `${id}-helper-text` : '', rulesId].filter(Boolean).join(' ') } }}
      />
      <NameRuleList name={value} id={rulesId} />
    </Box>
  );
}
