import AddLinkIcon from '@mui/icons-material/AddLink';
import { Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';
import type { Database } from '../../../rules/schemas/records/database';
import { useConnectableDatabases } from './useConnectableDatabases';
import { useConnectDatabase } from './useDatabaseConnections';

const optionLabel = (db: Database) => `${db.name} (${db.dbName})`;

/** Spec 2 §2.6: connect one of the Bolt's databases that the site does not use yet. */
export function ConnectDatabaseCard({ boltId, siteId }: { boltId: string; siteId: string }) {
  const translate = useTranslate();
  const [choice, setChoice] = useState<Database | null>(null);
  const [text, setText] = useState('');
  const choices = useConnectableDatabases(boltId, siteId, text);
  const connect = useConnectDatabase(siteId, () => {
    setChoice(null);
    setText('');
  });
  let content;
  if (choices.error) content = <LoadError title="app.siteDbs.choicesFailed" error={choices.error} onRetry={() => choices.refetch()} />;
  else if (choices.noneToConnect)
    content = (
      <Typography variant="body2" color="text.secondary">
        {translate('app.siteDbs.noneToConnect')}
      </Typography>
    );
  else
    content = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Autocomplete<Database>
          options={choices.options}
          value={choice}
          onChange={(_, db) => setChoice(db)}
          // A chosen database fills the box with its name; only typing searches.
          onInputChange={(_, value, reason) => (reason === 'input' || reason === 'clear') && setText(value)}
          filterOptions={(options) => options}
          getOptionLabel={optionLabel}
          getOptionDisabled={(db) => choices.connectedIds.has(String(db.id))}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={choices.isFetching}
          loadingText={translate('ra.page.loading')}
          noOptionsText={translate('app.siteDbs.noChoice')}
          renderOption={({ key, ...props }, db) => (
            <li key={key} {...props}>
              {optionLabel(db)}
              {choices.connectedIds.has(String(db.id)) && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {translate('app.siteDbs.alreadyConnected')}
                </Typography>
              )}
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={translate('app.siteDbs.pick')} />}
          sx={{ flex: '1 1 260px' }}
        />
        <Button variant="contained" onClick={() => choice && connect.mutate(choice.id)} disabled={!choice} loading={connect.isPending}>
          {translate('app.siteDbs.connect')}
        </Button>
      </Box>
    );
  return (
    <SectionCard title="app.siteDbs.connectTitle" icon={<AddLinkIcon fontSize="small" />}>
      {content}
    </SectionCard>
  );
}
