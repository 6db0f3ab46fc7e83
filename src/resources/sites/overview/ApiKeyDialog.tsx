import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../components/CopyButton';
import { usePrompt } from '../../../components/usePrompt';
import { maskSecret } from '../siteFacts';
import type { SiteRecord } from '../useSite';
import { useSiteUpdate } from '../useSiteUpdate';

/**
 * Spec 2 §2.12 API key modal: the key (hidden until asked for) with copy, and a reset behind a
 * confirmation (PATCH refreshApikey). The git deploy webhook carries this key (spec 2 §2.4).
 */
export function ApiKeyDialog({ site, open, onClose }: { site: SiteRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const { save, saving } = useSiteUpdate(site.id);
  const key = site.apikey ?? '';

  const reset = async () => {
    const answer = await prompt({
      title: 'app.sites.apiKey.resetTitle',
      text: 'app.sites.apiKey.resetText',
      confirmText: 'app.sites.apiKey.reset',
      iconName: 'warning',
    });
    if (!answer.confirmed) return;
    // Spec 2 §8 names the failure: 'could not update environment'.
    save(
      { refreshApikey: true },
      { success: 'app.sites.apiKey.resetDone', failure: 'app.sites.notifications.updateFailed', onSuccess: () => setShown(true) },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.sites.apiKey.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.sites.apiKey.text')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography
            component="code"
            sx={{
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.8125rem',
            }}
          >
            {shown ? key : maskSecret(key)}
          </Typography>
          <Tooltip title={translate(shown ? 'app.sites.apiKey.hide' : 'app.sites.apiKey.show')}>
            <IconButton
              size="small"
              onClick={() => setShown(!shown)}
              aria-label={translate(shown ? 'app.sites.apiKey.hide' : 'app.sites.apiKey.show')}
            >
              {shown ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
            </IconButton>
          </Tooltip>
          <CopyButton value={key} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, justifyContent: 'space-between' }}>
        <Button color="error" onClick={reset} disabled={saving}>
          {translate('app.sites.apiKey.reset')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.sites.apiKey.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
