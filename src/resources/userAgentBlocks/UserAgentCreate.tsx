import { Create } from 'react-admin';
import { UserAgentForm } from './UserAgentForm';

export const UserAgentCreate = () => (
  <Create redirect="list">
    <UserAgentForm />
  </Create>
);
