import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { SERVER_TYPES, serverSchema } from '../../rules/schemas/server';
import { enumChoices } from '../../components/choices';
import { zodValidate } from '../zodValidate';
import { statusChoices } from './serverFilters';

const validate = zodValidate(serverSchema);
const typeChoices = enumChoices('servers', 'types', SERVER_TYPES);
const DEFAULTS = { type: 'shared', status: 'active', hidden: false, notes: '' };

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>{children}</Box>
    </Box>
  );
};

/** The server form of create and of the detail's overview tab; the API's rules, client-side. */
export const ServerForm = () => (
  <SimpleForm validate={validate} disableInvalidFormNotification defaultValues={DEFAULTS}>
    <Section title="resources.servers.sections.identity">
      <TextInput fullWidth source="name" />
      <TextInput fullWidth source="hostname" />
      <TextInput fullWidth source="ip" />
      <TextInput fullWidth source="ipv6" />
    </Section>
    <Section title="resources.servers.sections.placement">
      <SelectInput fullWidth source="type" choices={typeChoices} />
      <TextInput fullWidth source="location" helperText="resources.servers.helpers.location" />
      <SelectInput fullWidth source="status" choices={statusChoices} />
    </Section>
    <Section title="resources.servers.sections.capacity">
      <NumberInput fullWidth source="cpuCores" step={1} min={1} />
      <NumberInput fullWidth source="memoryGb" step={1} min={1} />
      <NumberInput fullWidth source="diskGb" step={1} min={1} />
    </Section>
    <BooleanInput source="hidden" helperText="resources.servers.helpers.hidden" />
    <TextInput fullWidth source="notes" multiline minRows={3} />
  </SimpleForm>
);
