import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Bolt } from '../../rules/schemas/records/bolt';
import { RestoreButton } from './RestoreButton';
import { TransferButton } from './TransferButton';

/** A row's actions: restore, and for admins transfer (a span: on phones it sits in the list item's text). */
export function ArchiveActions() {
  const bolt = useRecordContext<Bolt>();
  if (!bolt) return null;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <RestoreButton bolt={bolt} />
      <TransferButton bolt={bolt} />
    </Box>
  );
}
