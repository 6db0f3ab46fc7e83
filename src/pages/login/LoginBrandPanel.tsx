import { Box, Typography } from '@mui/material';
import { Logo } from '../../layout/Logo';
import { translate } from './translate';

/** The brand side of the sign-in page, shown next to the form on wide screens. */
export function LoginBrandPanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(150deg, #2a1a6e 0%, #5b3fd9 55%, #8b5cf6 100%)',
      }}
    >
      <Logo label={translate('app.brand')} inverted />
      <Box sx={{ maxWidth: 420, my: 'auto' }}>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.02em' }}>
          {translate('app.login.tagline')}
        </Typography>
        <Typography component="p" sx={{ mt: 2, fontSize: '1.05rem', opacity: 0.85 }}>
          {translate('app.login.taglineText')}
        </Typography>
      </Box>
    </Box>
  );
}
