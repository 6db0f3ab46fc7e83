import { RadioButtonGroupInput, SimpleForm, TextInput } from 'react-admin';
import { userAgentBlockSchema } from '../../rules/schemas/userAgentBlock';
import { ExpiryInput } from '../../components/ExpiryInput';
import { zodValidate } from '../zodValidate';
import { matchTypeChoices } from './userAgentFilters';

const validate = zodValidate(userAgentBlockSchema);

/** Create and edit share the form and the API's rules (a regex must compile). */
export const UserAgentForm = () => (
  <SimpleForm validate={validate} disableInvalidFormNotification defaultValues={{ matchType: 'contains' }} sx={{ maxWidth: 560 }}>
    <TextInput fullWidth source="pattern" helperText="resources.user-agent.helpers.pattern" />
    <RadioButtonGroupInput source="matchType" choices={matchTypeChoices} />
    <TextInput fullWidth source="reason" multiline minRows={2} />
    <ExpiryInput />
  </SimpleForm>
);
