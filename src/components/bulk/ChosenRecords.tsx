import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const SHOWN = 10;

/** The prompt's text and, under it, the first ten records chosen by name ("and 3 more"). */
export function ChosenRecords({ text, names }: { text: string; names: string[] }) {
  const translate = useTranslate();
  const rest = names.length - SHOWN;
  return (
    <Box>
      <Typography color="text.secondary">{text}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3, overflowWrap: 'anywhere' }}>
        {names.slice(0, SHOWN).map((name, index) => (
          <li key={index}>{name}</li>
        ))}
        {rest > 0 && <li>{translate('app.bulk.andMore', { smart_count: rest })}</li>}
      </Box>
    </Box>
  );
}
