import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Database } from './database';
import { DatabaseNameField } from './DatabaseNameField';
import { formErrorOf } from './formError';
import { SectionCard } from './SectionCard';
import { useNameForm } from './useNameForm';
import { FormActions } from '../../../components/forms/FormActions';

/** The display name can change; the server's database and user names stay, so connections keep working. */
export function RenameDatabaseCard({ database, boltId }: { database: Database; boltId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useNameForm(database.name);
  const [update, { isPending }] = useUpdate<Database>();
  const queryClient = useQueryClient();
  const unchanged = form.name.trim() === database.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touch();
    if (!form.valid || unchanged || isPending) return;
    try {
      const saved = await update(
        'boltDatabases',
        { id: database.id, data: { name: form.name.trim() }, previousData: database, meta: { boltId } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      form.reset(saved ? saved.name : form.name.trim());
      // The update refreshes the Bolt's reads of it; a site's reads (its list, its Settings page) show the name too.
      void queryClient.invalidateQueries({ queryKey: ['siteDatabases'] });
      notify('resources.boltDatabases.notifications.renamed', { type: 'success' });
    } catch (error) {
      const { field, message } = formErrorOf(error, 'name');
      if (field) form.setServerError(field);
      else notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  return (
    <SectionCard title={translate('resources.boltDatabases.rename.title')} intro={translate('resources.boltDatabases.rename.intro')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <DatabaseNameField value={form.name} onChange={form.change} onBlur={form.touch} error={form.error} />
        <FormActions>
          <Button type="submit" variant="contained" disabled={unchanged} loading={isPending}>
            {translate('resources.boltDatabases.action.rename')}
          </Button>
        </FormActions>
      </Box>
    </SectionCard>
  );
}
