import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { WIZARD_CONFIRM_MIN_HEIGHT } from '../../rules/wizard';

export interface WizardConfirmDialogProps {
  open: boolean;
  /** i18n key or text; it names the dialog. */
  title: string;
  /** What is asked: an i18n key or text, or content of its own (texts with values in them). */
  question: ReactNode;
  /** i18n key or text of what the answer sets off and cannot be undone. */
  warning?: string;
  /** i18n key or text of the button that goes ahead. */
  confirmText: string;
  /** i18n key or text of the button that goes back; default "Cancel". */
  cancelText?: string;
  /** 'danger' when going ahead destroys something: the confirm button says so in red. */
  tone?: 'default' | 'danger';
  onConfirm: () => void;
  /** Cancel, Escape or a click beside the dialog. */
  onCancel: () => void;
}

/**
 * The wizards' shared confirmation dialog (spec 1 §3): title, question, optional warning, confirm
 * and cancel, at least WIZARD_CONFIRM_MIN_HEIGHT tall. As a modal dialog it keeps the focus inside
 * while open and gives it back to what opened it when it closes; the focus starts on Cancel, so a
 * stray Enter never sets off what is asked.
 */
export function WizardConfirmDialog({
  open,
  title,
  question,
  warning,
  confirmText,
  cancelText = 'app.prompt.cancel',
  tone = 'default',
  onConfirm,
  onCancel,
}: WizardConfirmDialogProps) {
  const translate = useTranslate();
  const text = (value: string) => translate(value, { _: value });
  const titleId = useId();
  const questionId = useId();
  const warningId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={warning ? `${questionId} ${warningId}` : questionId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { minHeight: WIZARD_CONFIRM_MIN_HEIGHT } } }}
    >
      <DialogTitle id={titleId}>{text(title)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box id={questionId}>{typeof question === 'string' ? <Typography color="text.secondary">{text(question)}</Typography> : question}</Box>
        {warning && (
          <Alert id={warningId} severity="warning">
            {text(warning)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} autoFocus>
          {text(cancelText)}
        </Button>
        <Button variant="contained" color={tone === 'danger' ? 'error' : 'primary'} onClick={onConfirm}>
          {text(confirmText)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
