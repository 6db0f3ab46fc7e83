import { Box, Typography } from '@mui/material';
import { CountryFlag } from '../../../components/CountryFlag';
import { ChoiceCard } from '../parts/ChoiceCard';
import type { LocationOption } from '../types';

/** A data centre with its country's flag (from the last two characters of its id). */
export function LocationCard({
  location,
  selected,
  onSelect,
  disabled,
}: {
  location: LocationOption;
  selected: boolean;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <ChoiceCard selected={selected} onSelect={onSelect} disabled={disabled} label={`${location.city}, ${location.country}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CountryFlag code={location.countryCode} label={location.country} size={36} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            {location.city}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {location.country}
          </Typography>
        </Box>
      </Box>
    </ChoiceCard>
  );
}
