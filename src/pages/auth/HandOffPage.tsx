import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A page that hands the person on elsewhere (a site, the feedback board): its name as the page's
 * one heading, then what it is doing or why it could not.
 */
export function HandOffPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2" sx={{ textAlign: 'center' }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
