import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface QuitDialogProps {
  open: boolean;
  onClose: () => void;
  onSaveAndQuit: () => void;
  onQuitAndDelete: () => void;
}

/** Spec 1 §2 quit dialog "Save your progress?": save and quit, or quit and delete progress. */
export function QuitDialog({ open, onClose, onSaveAndQuit, onQuitAndDelete }: QuitDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate('app.wizard.quitTitle')}
        <IconButton onClick={onClose} aria-label={translate('app.wizard.close')} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{translate('app.wizard.quitText')}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onQuitAndDelete}>
          {translate('app.wizard.quitAndDelete')}
        </Button>
        <Button variant="contained" onClick={onSaveAndQuit} autoFocus>
          {translate('app.wizard.saveAndQuit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
