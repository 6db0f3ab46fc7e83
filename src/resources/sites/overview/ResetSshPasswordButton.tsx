import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../components/CopyButton';
import { usePrompt } from '../../../components/usePrompt';
import { useCall } from '../../../dataProvider/useCall';
import type { SshPasswordRecord } from '../../../rules/schemas/records/environment';
import type { SiteRecord } from '../useSite';

/**
 * Spec 2 §2.12 reset SSH password: after a confirmation, POST environments/{id}/reset-ssh-password.
 * The API answers the new password once and keeps only its hash, so it is shown once, with copy.
 */
export function ResetSshPasswordButton({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const showPassword = (login: SshPasswordRecord['attributes']) =>
    prompt({
      type: 'display',
      title: 'app.sites.ssh.newTitle',
      iconName: 'info',
      text: (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.sites.ssh.newText', { username: login.username })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography
              component="code"
              sx={{ flex: 1, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
            >
              {login.password}
            </Typography>
            <CopyButton value={login.password} />
          </Box>
        </Box>
      ),
    });
  // Nothing the panel shows changes: the password is kept only as its hash.
  const reset = useCall((dataProvider) => dataProvider.resetSshPassword(site.id), { invalidates: [], onSuccess: showPassword });

  const confirmAndReset = async () => {
    const answer = await prompt({
      title: 'app.sites.ssh.resetTitle',
      text: 'app.sites.ssh.resetText',
      confirmText: 'app.sites.ssh.reset',
      iconName: 'warning',
    });
    if (answer.confirmed) reset.mutate(undefined);
  };

  return (
    <Button size="small" variant="outlined" onClick={confirmAndReset} disabled={reset.isPending}>
      {translate('app.sites.ssh.reset')}
    </Button>
  );
}
