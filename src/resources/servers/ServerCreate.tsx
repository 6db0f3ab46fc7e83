import { Create } from 'react-admin';
import { ServerForm } from './ServerForm';

/** A new server opens on its detail page, where its Bolts will show. */
export const ServerCreate = () => (
  <Create redirect="edit">
    <ServerForm />
  </Create>
);
