import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and the lock lifted by name rather than a bare "Delete". */
export const LockdownEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton label="resources.lockdown.action.delete" mutationMode="pessimistic" />
  </Toolbar>
);
