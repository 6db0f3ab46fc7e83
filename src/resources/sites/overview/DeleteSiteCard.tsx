import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Typography } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePrompt } from '../../../components/usePrompt';
import { siteListPath } from '../sitePaths';
import type { SiteRecord } from '../useSite';
import { wasWritten } from '../useSiteUpdate';
import { SectionCard } from '../../../components/SectionCard';

/**
 * Delete site (spec 1 §5, spec 2 §5): a prompt of type input that confirms only once the site's
 * title is typed exactly, then DELETE environments/{id} and back to the Bolt's site list.
 */
export function DeleteSiteCard({ site, boltId }: { site: SiteRecord; boltId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const [remove, { isPending }] = useDelete<SiteRecord, Error>();

  const confirmAndDelete = async () => {
    const answer = await prompt({
      type: 'input',
      title: 'app.sites.delete.title',
      text: translate('app.sites.delete.text', { title: site.title }),
      inputLabel: 'app.sites.delete.inputLabel',
      compare: site.title,
      confirmText: 'app.sites.delete.confirm',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    remove(
      'environments',
      { id: site.id, previousData: site },
      {
        mutationMode: 'pessimistic',
        onSuccess: (deleted) => {
          if (!wasWritten(deleted)) return;
          notify('app.sites.notifications.deleted', { type: 'success', messageArgs: { title: site.title } });
          navigate(siteListPath(boltId));
        },
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  };

  return (
    <SectionCard title="app.sites.delete.zone" tone="danger" icon={<DeleteOutlineIcon fontSize="small" />}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {translate('app.sites.delete.explain')}
        </Typography>
        <Button color="error" variant="outlined" onClick={confirmAndDelete} disabled={isPending}>
          {translate('app.sites.delete.button')}
        </Button>
      </Box>
    </SectionCard>
  );
}
