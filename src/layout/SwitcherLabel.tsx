import { Box, Typography } from '@mui/material';

/** Caption ("Bolt", "Site") over the name of what is chosen. */
export function SwitcherLabel({ caption, value }: { caption: string; value: string }) {
  return (
    <Box component="span" sx={{ minWidth: 0, display: 'block' }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
        {caption}
      </Typography>
      <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 650, fontSize: '0.9rem' }}>
        {value}
      </Typography>
    </Box>
  );
}
