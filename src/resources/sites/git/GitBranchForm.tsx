import { Box, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../../dataProvider/send';
import { API_KEY } from '../../../dataProvider/useApiQuery';
import { gitBranchSchema, gitMessages } from '../../../rules/schemas/git';
import { gitQueryKey } from './useGitRepository';

/** The editable branch with its Update button (spec 2 §2.4): PUT environments/{id}/git. */
export function GitBranchForm({ envId, branch }: { envId: string; branch: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(branch);
  const [saving, setSaving] = useState(false);
  const check = gitBranchSchema.safeParse({ branch: value });
  const error = check.success ? null : check.error.issues[0]?.message;

  const update = async () => {
    setSaving(true);
    try {
      await apiCall('PUT', `environments/${envId}/git`, { data: { type: 'git', attributes: { branch: value.trim() } } });
      notify('app.git.updated', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [API_KEY, ...gitQueryKey(envId)] });
    } catch {
      notify(gitMessages.updateFailed, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); void update(); }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { 'aria-label': translate('app.git.branch') } }}
        sx={{ flex: '1 1 160px' }}
      />
      <Button type="submit" variant="outlined" disabled={saving || Boolean(error) || value.trim() === branch}>
        {translate('app.git.update')}
      </Button>
    </Box>
  );
}
