import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { BulkBar } from './BulkBar';

/** A table list's BulkBar, set in from the card's edge like the table's cells; its children are the bulk actions. */
export function BulkListBar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <BulkBar>{children}</BulkBar>
    </Box>
  );
}
