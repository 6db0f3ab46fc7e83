import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Cards of one choice in a responsive grid, announced as a radio group. */
export function ChoiceGrid({ label, min = 220, children }: { label: string; min?: number; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      role="radiogroup"
      aria-label={translate(label)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` } }}
    >
      {children}
    </Box>
  );
}
