import { Box } from '@mui/material';
import { CopyButton } from '../../../components/CopyButton';

/** A DNS name or value as code, with a copy button when there is something to copy. */
export function RecordValue({ value }: { value: string | null }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box
        component="code"
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
      >
        {value ?? '-'}
      </Box>
      {value && <CopyButton value={value} />}
    </Box>
  );
}
