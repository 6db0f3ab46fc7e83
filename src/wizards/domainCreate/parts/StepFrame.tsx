import { Box, Stack, Typography } from '@mui/material';
import { createContext, useContext, useId, type ReactNode } from 'react';

/** True on the site pages made of the wizard's steps, whose page heading is the h1. */
export const EmbeddedSteps = createContext(false);

export interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The step's buttons, at its foot. */
  actions?: ReactNode;
}

/** One step: its question as the heading (h1 in the wizard, h2 on a page), what it asks, and its buttons. */
export function StepFrame({ title, intro, children, actions }: StepFrameProps) {
  const headingId = useId();
  const embedded = useContext(EmbeddedSteps);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component={embedded ? 'h2' : 'h1'}
        variant={embedded ? 'h3' : 'h1'}
        sx={embedded ? undefined : { fontSize: { xs: '1.6rem', sm: '2rem' } }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={3} sx={{ mt: { xs: 3, sm: embedded ? 3 : 4 } }}>
        {children}
      </Stack>
      {actions}
    </Box>
  );
}
