import { Create } from 'react-admin';
import { IpBlockForm } from './IpBlockForm';

export const IpBlockCreate = () => (
  <Create redirect="list">
    <IpBlockForm />
  </Create>
);
