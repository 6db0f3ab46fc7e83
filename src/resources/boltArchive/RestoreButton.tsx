import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import { useCall } from '../../dataProvider/useCall';
import type { Bolt } from '../../rules/schemas/records/bolt';

/** Staff bring an archived Bolt back after a confirmation; it leaves the archive and shows among the Bolts again. */
export function RestoreButton({ bolt }: { bolt: Bolt }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const restore = useCall((dataProvider, boltId: string) => dataProvider.restoreBolt(boltId), {
    invalidates: [['bolt-archive'], ['bolts']],
    success: 'app.boltArchive.restored',
  });
  const confirmAndRestore = async () => {
    const answer = await prompt({
      title: 'app.boltArchive.restoreTitle',
      text: translate('app.boltArchive.restoreText', { name: bolt.name, customer: bolt.customer }),
      confirmText: 'app.boltArchive.restore',
      iconName: 'info',
    });
    if (answer.confirmed) restore.mutate(bolt.id);
  };
  return (
    <Button
      size="small"
      startIcon={<RestoreIcon />}
      onClick={confirmAndRestore}
      disabled={restore.isPending}
      aria-label={`${translate('app.boltArchive.restore')} ${bolt.name}`}
    >
      {translate('app.boltArchive.restore')}
    </Button>
  );
}
