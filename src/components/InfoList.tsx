import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The definition list InfoRows sit in. */
export const InfoList = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ m: 0 }}>
    {children}
  </Box>
);
