import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PromptParams } from './promptTypes';

const icons = { warning: WarningAmberIcon, info: InfoOutlinedIcon, delete: DeleteOutlineIcon, error: ErrorOutlineIcon };

export interface PromptProps {
  params: PromptParams;
  open: boolean;
  /** Called once the close animation has finished. */
  onExited: () => void;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/** The confirmation prompt dialog of spec 1 §3, §4 and §5. */
export function Prompt({ params, open, onExited, onConfirm, onCancel }: PromptProps) {
  const translate = useTranslate();
  const text = (value: string | undefined, fallback: string) => (value ? translate(value, { _: value }) : translate(fallback));
  const { type = 'prompt', compare = '', iconName, height = '250px', width = '450px' } = params;
  const [value, setValue] = useState(params.inputValue ?? '');
  const titleId = useId();
  const Icon = iconName ? icons[iconName] : null;
  const mismatch = type === 'input' && value !== compare;
  // Spec 1 §5: while different and non-empty, the invalidDomainDeletion text in an invalid style; a
  // mismatchText says what to type from the start.
  const invalidText = value !== '' ? translate('app.prompt.invalidDomainDeletion') : ' ';
  const hint = !mismatch ? ' ' : params.mismatchText ? translate(params.mismatchText, { _: params.mismatchText }) : invalidText;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: { xs: '90%', sm: width }, maxWidth: 'none', minHeight: height, m: 2 } }, transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {Icon && <Icon color={iconName === 'info' ? 'primary' : 'error'} />}
        {text(params.title, 'app.prompt.title')}
      </DialogTitle>
      <DialogContent>
        {typeof params.text === 'string' ? <Typography color="text.secondary">{translate(params.text, { _: params.text })}</Typography> : params.text}
        {type === 'input' && (
          <Box sx={{ mt: 2 }}>
            <TextField
              autoFocus
              fullWidth
              label={params.inputLabel ? translate(params.inputLabel, { _: params.inputLabel }) : undefined}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={mismatch && value !== ''}
              helperText={hint}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || mismatch) return;
                // Otherwise the Enter also reaches the button that gets focus back when the dialog closes.
                event.preventDefault();
                onConfirm(value);
              }}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {type !== 'confirm' && (
          <Button onClick={onCancel} autoFocus={type !== 'input'}>
            {type === 'display' ? translate('app.prompt.close') : text(params.cancel, 'app.prompt.cancel')}
          </Button>
        )}
        {type !== 'display' && (
          <Button
            variant="contained"
            color={type === 'confirm' ? 'primary' : 'error'}
            disabled={mismatch}
            onClick={() => onConfirm(value)}
            autoFocus={type === 'confirm'}
          >
            {text(params.confirmText, 'app.prompt.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
