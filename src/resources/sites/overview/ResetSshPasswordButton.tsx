import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CopyButton } from '../../../components/CopyButton';
import { usePrompt } from '../../../components/usePrompt';
import { apiCall } from '../../../dataProvider/send';
import type { SiteRecord } from '../useSite';

interface NewPassword {
  data: { attributes: { username: string; password: string; hostname: string; port: number } };
}

/**
 * Spec 2 §2.12 reset SSH password: after a confirmation, POST environments/{id}/reset-ssh-password.
 * The API answers the new password once and keeps only its hash, so it is shown once, with copy.
 */
export function ResetSshPasswordButton({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    const answer = await prompt({
      title: 'app.sites.ssh.resetTitle',
      text: 'app.sites.ssh.resetText',
      confirmText: 'app.sites.ssh.reset',
      iconName: 'warning',
    });
    if (!answer.confirmed) return;
    setBusy(true);
    try {
      const { data } = await apiCall<NewPassword>('POST', `environments/${site.id}/reset-ssh-password`);
      await prompt({
        type: 'display',
        title: 'app.sites.ssh.newTitle',
        iconName: 'info',
        text: (
          <Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.sites.ssh.newText', { username: data.attributes.username })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography component="code" sx={{ flex: 1, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}>
                {data.attributes.password}
              </Typography>
              <CopyButton value={data.attributes.password} />
            </Box>
          </Box>
        ),
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.sites.notifications.updateFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" variant="outlined" onClick={reset} disabled={busy}>
      {translate('app.sites.ssh.reset')}
    </Button>
  );
}
