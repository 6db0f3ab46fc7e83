import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { apiCall } from '../../../dataProvider/send';
import { API_KEY } from '../../../dataProvider/useApiQuery';
import { gitMessages } from '../../../rules/schemas/git';
import { SectionCard } from '../../../components/SectionCard';
import type { GitRepository } from './useGitRepository';

/** Delete repository (spec 2 §2.4) after typing DELETE; the site's files stay where they are. */
export function GitDeleteCard({ envId, repository }: { envId: string; repository: GitRepository }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const confirmAndDelete = async () => {
    const answer = await prompt({
      type: 'input',
      title: 'app.git.delete.title',
      text: translate('app.git.delete.text', { repository: repository.repodef }),
      inputLabel: 'app.git.delete.inputLabel',
      compare: 'DELETE',
      confirmText: 'app.git.delete.button',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    setDeleting(true);
    try {
      await apiCall('DELETE', `environments/${envId}/git`);
      notify('app.git.deleted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [API_KEY, 'environment', envId] });
    } catch {
      notify(gitMessages.deleteFailed, { type: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <SectionCard title="app.git.delete.zone" tone="danger" icon={<DeleteOutlineIcon fontSize="small" />}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {translate('app.git.delete.explain')}
        </Typography>
        <Button color="error" variant="outlined" onClick={confirmAndDelete} disabled={deleting}>
          {translate('app.git.delete.button')}
        </Button>
      </Box>
    </SectionCard>
  );
}
