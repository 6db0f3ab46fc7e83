import { Box, Typography } from '@mui/material';

/** The brand mark and name; free of react-admin so the sign-in page can show it too. */
export function Logo({ label, inverted = false }: { label: string; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '9px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? '#5b3fd9' : 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="M13.5 2 4 13.5h6.5L9.5 22 20 9.5h-6.8L13.5 2Z" />
        </svg>
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
    </Box>
  );
}
