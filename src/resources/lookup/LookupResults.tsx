import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LookupMatch } from '../../rules/schemas/records/lookup';
import { LOOKUP_LIMIT } from '../../rules/lookup';
import { LookupResultRow } from './LookupResultRow';

/** The lookup's matches as the API ordered them (exact ones first), with their count. */
export const LookupResults = ({ matches }: { matches: LookupMatch[] }) => {
  const translate = useTranslate();
  return (
    <section aria-live="polite">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.lookup.results', { smart_count: matches.length })}
        {matches.length >= LOOKUP_LIMIT && ` · ${translate('app.lookup.more')}`}
      </Typography>
      <Card>
        <Box component="ul" sx={{ m: 0, px: { xs: 2, sm: 3 }, py: 0, listStyle: 'none' }} aria-label={translate('app.lookup.title')}>
          {matches.map((match) => (
            <LookupResultRow key={match.id} match={match} />
          ))}
        </Box>
      </Card>
    </section>
  );
};
