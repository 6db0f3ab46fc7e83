import { Dialog } from '@mui/material';
import { useId } from 'react';
import type { PaletteCommand } from '../../rules/commands';
import { SearchPanel } from './SearchPanel';

interface Props {
  open: boolean;
  onClose: () => void;
  commands: readonly PaletteCommand[];
  recordName: string | null;
  onRun: (command: PaletteCommand) => void;
}

/**
 * Spec 1 §2 search overlay: full screen, titled "How can we help you?", closed by Escape or its
 * close button; it is also the command palette of the page in view. The dialog keeps focus inside
 * while open and gives it back to the opener on close; its contents start afresh at each opening.
 */
export function SearchOverlay({ open, onClose, ...palette }: Props) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { borderRadius: 0 } } }}>
      <SearchPanel titleId={titleId} onClose={onClose} {...palette} />
    </Dialog>
  );
}
