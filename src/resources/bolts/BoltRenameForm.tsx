import { SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { boltUpdateSchema } from '../../rules/schemas/bolt';
import { zodValidate } from '../zodValidate';

const validate = zodValidate(boltUpdateSchema);

/** Renaming is the one change a Bolt page makes here; plan changes go through billing. */
export const BoltRenameForm = () => (
  <SimpleForm
    validate={validate}
    toolbar={
      <Toolbar>
        <SaveButton label="resources.bolts.rename" />
      </Toolbar>
    }
  >
    <TextInput fullWidth source="name" sx={{ maxWidth: 480 }} />
  </SimpleForm>
);
