import { Dialog } from '@mui/material';
import { useId } from 'react';
import { SearchPanel } from './SearchPanel';

/**
 * Spec 1 §2 search overlay: full screen, titled "How can we help you?", closed by Escape or its
 * close button. The dialog keeps focus inside while open and gives it back to the opener on close;
 * its contents start afresh at each opening.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { borderRadius: 0 } } }}>
      <SearchPanel titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
