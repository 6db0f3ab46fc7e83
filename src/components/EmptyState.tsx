import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An empty or unavailable state: an icon, what is (not) there, and what to do next. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1, py: { xs: 5, sm: 7 }, px: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: 4,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
          mb: 1,
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" sx={{ fontWeight: 650, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
