import WebIcon from '@mui/icons-material/Web';
import { Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { WORDPRESS_ACTIONS, type WordpressAction } from '../../../rules/wordpress';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';
import { siteKey } from '../siteQueries';
import { WordpressActionRow } from './WordpressActionRow';
import { isRunning, runFace, wordpressPollMs } from './wordpressRuns';

/**
 * Spec 2 §7 install-wordpress and optimize-wordpress on the site overview: each action with its
 * button and its last run (GET environments/{id}/wordpress), read again while one is in progress.
 */
export function WordpressCard({ envId }: { envId: string }) {
  const translate = useTranslate();
  const key = siteKey(envId, 'wordpress');
  const runs = usePanelQuery(key, (dataProvider) => dataProvider.wordpressRuns(envId), { refetchIntervalMs: wordpressPollMs });
  // The toast is the API's meta.message ("WordPress installation started.").
  const start = useCall((dataProvider, action: WordpressAction) => dataProvider.startWordpressRun(envId, action), { invalidates: [key] });
  const busy = start.isPending || isRunning(runs.data);
  return (
    <SectionCard title="app.siteWordpress.title" icon={<WebIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.siteWordpress.intro')}
      </Typography>
      {runs.error ? (
        <LoadError title="app.siteWordpress.loadFailed" error={runs.error} onRetry={() => runs.refetch()} />
      ) : runs.isPending ? (
        [0, 1].map((row) => <Skeleton key={row} height={72} />)
      ) : (
        WORDPRESS_ACTIONS.map((action) => (
          <WordpressActionRow
            key={action}
            action={action}
            face={runFace(runs.data, action)}
            starting={start.isPending && start.variables === action}
            disabled={busy}
            onStart={() => start.mutate(action)}
          />
        ))
      )}
    </SectionCard>
  );
}
