import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import type { GitRepository } from '../../../dataProvider/calls/git';
import { useCall } from '../../../dataProvider/useCall';
import { gitMessages } from '../../../rules/schemas/git';
import { SectionCard } from '../../../components/SectionCard';
import { gitKey } from './useGitRepository';

/** Delete repository (spec 2 §2.4) after typing DELETE; the site's files stay where they are. */
export function GitDeleteCard({ envId, repository }: { envId: string; repository: GitRepository }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const remove = useCall((dataProvider) => dataProvider.deleteGitRepository(envId), {
    invalidates: [gitKey(envId)],
    success: 'app.git.deleted',
    failure: gitMessages.deleteFailed,
  });

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
    if (answer.confirmed) remove.mutate(undefined);
  };

  return (
    <SectionCard title="app.git.delete.zone" tone="danger" icon={<DeleteOutlineIcon fontSize="small" />}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {translate('app.git.delete.explain')}
        </Typography>
        <Button color="error" variant="outlined" onClick={confirmAndDelete} disabled={remove.isPending}>
          {translate('app.git.delete.button')}
        </Button>
      </Box>
    </SectionCard>
  );
}
