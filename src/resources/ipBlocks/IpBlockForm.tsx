import { SimpleForm, TextInput } from 'react-admin';
import { ipBlockSchema } from '../../rules/schemas/ipBlock';
import { ExpiryInput } from '../../components/ExpiryInput';
import { zodValidate } from '../zodValidate';

const validate = zodValidate(ipBlockSchema);

/** Create and edit share the form and the API's rules; a 422 marks fields via the data provider. */
export const IpBlockForm = () => (
  <SimpleForm validate={validate} disableInvalidFormNotification sx={{ maxWidth: 560 }}>
    <TextInput fullWidth source="address" helperText="resources.ip-blocks.helpers.address" />
    <TextInput fullWidth source="reason" multiline minRows={2} />
    <ExpiryInput />
  </SimpleForm>
);
