import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePrompt } from '../../../components/usePrompt';
import type { Database } from './database';
import { formErrorOf } from './formError';
import { SectionCard } from './SectionCard';

/**
 * Deleting drops the database and its data for good, so, like the spec's other destructive
 * deletions (spec 1 §5), it asks for the name to be typed.
 */
export function DeleteDatabaseCard({ database, boltId }: { database: Database; boltId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const [remove, { isPending }] = useDelete<Database>();

  const confirmAndDelete = async () => {
    const answer = await prompt({
      type: 'input',
      iconName: 'delete',
      compare: database.name,
      title: translate('resources.boltDatabases.delete.title', { name: database.name }),
      text: translate('resources.boltDatabases.delete.text'),
      inputLabel: translate('resources.boltDatabases.delete.inputLabel', { name: database.name }),
      confirmText: 'resources.boltDatabases.action.delete',
    });
    if (!answer.confirmed) return;
    try {
      await remove(
        'boltDatabases',
        { id: database.id, previousData: database, meta: { boltId } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('resources.boltDatabases.notifications.deleted', { type: 'success', messageArgs: { name: database.name } });
      navigate(`/bolts/${boltId}/databases`);
    } catch (error) {
      const { message } = formErrorOf(error, 'name');
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  return (
    <SectionCard title={translate('resources.boltDatabases.delete.section')} intro={translate('resources.boltDatabases.delete.intro')} tone="danger">
      <Box>
        <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={confirmAndDelete} loading={isPending}>
          {translate('resources.boltDatabases.action.delete')}
        </Button>
      </Box>
    </SectionCard>
  );
}
