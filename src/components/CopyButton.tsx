import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Copies a value to the clipboard with a success or failure toast (spec 1 §8); repeats within 30 s are dropped. */
export function CopyButton({ value, label = 'app.copy.label' }: { value: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.copy.success', { type: 'success', preventDuplicates: true });
    } catch {
      notify('app.copy.failure', { type: 'error', preventDuplicates: true });
    }
  };
  const text = translate(label, { _: label });
  return (
    <Tooltip title={text}>
      <IconButton size="small" onClick={copy} aria-label={text}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
