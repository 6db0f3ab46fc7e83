import { Dialog, LinearProgress } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { PaletteCommand } from '../../rules/commands';

/** The overlay's contents (and the palette's cmdk) load when it is first opened, not with every page. */
const SearchPanel = lazy(() => import('./SearchPanel').then((module) => ({ default: module.SearchPanel })));

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
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { borderRadius: 0 } } }}>
      <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
        <SearchPanel titleId={titleId} onClose={onClose} {...palette} />
      </Suspense>
    </Dialog>
  );
}
