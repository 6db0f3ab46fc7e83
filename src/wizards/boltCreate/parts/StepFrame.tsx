import { Box, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Previous / Next, at the foot of the step. */
  actions?: ReactNode;
}

/** One step of the wizard: its question as the page heading, what it asks, and its actions. */
export function StepFrame({ title, intro, children, actions }: StepFrameProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 620 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={3} sx={{ mt: { xs: 3, sm: 4 } }}>
        {children}
      </Stack>
      {actions}
    </Box>
  );
}
