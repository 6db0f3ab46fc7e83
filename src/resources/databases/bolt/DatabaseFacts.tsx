import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sitesText, sizeText, type Database } from './database';
import { SectionCard } from './SectionCard';
import { formatMoment } from '../../../rules/dates';

/** Size, the sites using it (none recorded yet shows a dash) and when it was made. */
export function DatabaseFacts({ database }: { database: Database }) {
  const translate = useTranslate();
  const facts = [
    { key: 'size', value: sizeText(database.size) },
    { key: 'environments', value: sitesText(database.environments) },
    { key: 'createdAt', value: formatMoment(database.createdAt, 'date') },
  ];
  return (
    <SectionCard title={translate('resources.boltDatabases.facts')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {facts.map(({ key, value }) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.boltDatabases.fields.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
