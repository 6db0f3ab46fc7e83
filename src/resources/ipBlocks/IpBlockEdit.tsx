import { Edit } from 'react-admin';
import { IpBlockForm } from './IpBlockForm';

/** Pessimistic, so a refused change comes back to the form; the toolbar's delete asks first. */
export const IpBlockEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <IpBlockForm />
  </Edit>
);
