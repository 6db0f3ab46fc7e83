import { Box, Typography } from '@mui/material';
import { findLocation } from '../../rules/locations';
import { FlagIcon } from './FlagIcon';

/** A site's data centre: its flag, city and country (or the bare id for a location we do not list). */
export function SiteLocation({ location, dense = false }: { location: string; dense?: boolean }) {
  const known = findLocation(location);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <FlagIcon location={location} size={dense ? 14 : 18} />
      <Typography component="span" variant="body2" noWrap color={dense ? 'text.secondary' : 'text.primary'}>
        {known ? `${known.city}, ${known.country}` : location}
      </Typography>
    </Box>
  );
}
