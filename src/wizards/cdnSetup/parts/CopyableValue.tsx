import { Box } from '@mui/material';
import { CopyButton } from '../../../components/CopyButton';

/** A DNS record's name or value as it is to be typed, with a copy button. */
export function CopyableValue({ value }: { value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {value}
      <CopyButton value={value} />
    </Box>
  );
}
