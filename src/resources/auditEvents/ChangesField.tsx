import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { changeLines } from '../../rules/auditTrail';

/** Lines shown before "Show all": a created record holds many fields. */
const FIRST_LINES = 3;

/** What a write changed, one line per field: "title: Shop → Shop renamed". */
export const ChangesField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  if (!record) return null;
  const lines = changeLines(record.before, record.after);
  const shown = all ? lines : lines.slice(0, FIRST_LINES);
  const empty = translate('app.auditTrail.empty');
  return (
    <Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {shown.map((line) => (
          <Typography component="li" variant="body2" key={line.field} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {line.field}:{' '}
            </Box>
            {record.action === 'updated' ? `${line.before ?? empty} → ${line.after ?? empty}` : (line.after ?? line.before)}
          </Typography>
        ))}
      </Box>
      {lines.length > FIRST_LINES && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ px: 0, minWidth: 0 }}>
          {translate(all ? 'app.auditTrail.showFewer' : 'app.auditTrail.showAll', { count: lines.length })}
        </Button>
      )}
    </Box>
  );
};
