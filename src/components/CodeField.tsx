import { Box } from '@mui/material';
import { useFieldValue } from 'react-admin';

/** Commands, schedules and patterns as code, so spaces and symbols read exactly. */
export const CodeField = ({ source }: { source: string }) => {
  const value = useFieldValue({ source }) as string | undefined;
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85em', wordBreak: 'break-all' }}>
      {value}
    </Box>
  );
};
