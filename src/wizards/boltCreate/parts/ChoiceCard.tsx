import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha, Box, ButtonBase, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface ChoiceCardProps {
  selected: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** The accessible name; the visible content may say more. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** One option of a choice shown as cards (plans, locations, installations): a radio in a card. */
export function ChoiceCard({ selected, onSelect, disabled, label, children, sx }: ChoiceCardProps) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      aria-label={label}
      disabled={disabled}
      onClick={onSelect}
      focusRipple
      sx={[
        {
          position: 'relative',
          display: 'block',
          width: '100%',
          height: '100%',
          textAlign: 'left',
          p: 2.5,
          borderRadius: 4,
          border: 1,
          borderColor: selected ? 'primary.main' : 'divider',
          boxShadow: (theme) => (selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none'),
          bgcolor: (theme) => (selected ? alpha(theme.palette.primary.main, 0.07) : theme.palette.background.paper),
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '&.Mui-disabled': { opacity: 0.55 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {selected && <CheckCircleIcon color="primary" aria-hidden sx={{ position: 'absolute', top: 12, right: 12, fontSize: 22 }} />}
      <Box sx={{ pr: 3, height: '100%' }}>{children}</Box>
    </ButtonBase>
  );
}
