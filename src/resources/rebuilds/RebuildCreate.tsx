import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { AutocompleteInput, Create, RadioButtonGroupInput, ReferenceInput, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { REBUILD_KINDS, rebuildSchema } from '../../rules/schemas/sitesConfig';
import { zodValidate } from '../zodValidate';
import { SiteAutocompleteInput } from '../../components/SiteAutocompleteInput';

const validate = zodValidate(rebuildSchema);
const kindChoices = REBUILD_KINDS.map((id) => ({ id, name: `resources.rebuild-sites-config.kinds.${id}` }));
const scopeChoices = ['server', 'sites'].map((id) => ({ id, name: `resources.rebuild-sites-config.scopes.${id}` }));

/** A server's sites, or chosen ones. */
const ScopeInputs = () => {
  const scope = useWatch({ name: 'scope' });
  return scope === 'sites' ? (
    <SiteAutocompleteInput source="environmentIds" label="resources.rebuild-sites-config.fields.environmentIds" multiple />
  ) : (
    <ReferenceInput source="serverId" reference="servers" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" sx={{ maxWidth: 560 }} fullWidth />
    </ReferenceInput>
  );
};

/** The form leaves out the field of the scope not chosen. */
const transform = ({ scope, serverId, environmentIds, ...values }: Record<string, unknown>) =>
  scope === 'sites' ? { ...values, environmentIds } : { ...values, serverId };

/** /rebuild-sites-config/create (admin, spec 1 §6): rebuild the configuration or PHP of a server's sites or of chosen sites. */
export const RebuildCreate = () => (
  <Create redirect="show" transform={transform}>
    <SimpleForm
      defaultValues={{ kind: 'config', scope: 'server' }}
      validate={(values) => validate(transform(values))}
      disableInvalidFormNotification
      sx={{ maxWidth: 600 }}
      toolbar={
        <Toolbar>
          <SaveButton label="resources.rebuild-sites-config.action.start" icon={<BuildOutlinedIcon />} alwaysEnable />
        </Toolbar>
      }
    >
      <RadioButtonGroupInput source="kind" choices={kindChoices} />
      <RadioButtonGroupInput source="scope" choices={scopeChoices} />
      <ScopeInputs />
    </SimpleForm>
  </Create>
);
