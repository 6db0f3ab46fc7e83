import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The recovery codes, shown this once (only their hashes are kept): copied, downloaded as a text
 * file or written down before the dialog closes. It closes only with its button, not a stray click.
 */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const textId = useId();
  const text = codes?.join('\n') ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.copy.success', { type: 'success', preventDuplicates: true });
    } catch {
      notify('app.copy.failure', { type: 'error', preventDuplicates: true });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: translate('app.security.recovery.fileName') });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Dialog open={codes !== null} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('app.security.recovery.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {translate('app.security.recovery.text')}
        </DialogContentText>
        <Box
          component="ol"
          aria-label={translate('app.security.recovery.list')}
          sx={{
            m: 0,
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1,
            listStyle: 'none',
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: '0.95rem',
          }}
        >
          {codes?.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
            {translate('app.security.recovery.copy')}
          </Button>
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={download}>
            {translate('app.security.recovery.download')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {translate('app.security.recovery.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
