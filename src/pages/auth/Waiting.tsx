import { Box, CircularProgress, Typography } from '@mui/material';

/** A page that is on its way elsewhere: what it is doing, announced to screen readers. */
export function Waiting({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2, textAlign: 'center' }}>
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
