import { Edit } from 'react-admin';
import { UserAgentForm } from './UserAgentForm';

/** Pessimistic, so a refused change comes back to the form; the toolbar's delete asks first. */
export const UserAgentEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <UserAgentForm />
  </Edit>
);
