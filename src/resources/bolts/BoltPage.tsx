import { Divider } from '@mui/material';
import { Edit } from 'react-admin';
import { BoltRenameForm } from './BoltRenameForm';
import { BoltSummary } from './BoltSummary';

/**
 * /bolts/{id}: the Bolt at a glance with its rename form. It is react-admin's edit route, because
 * the spec puts the Bolt at /bolts/{id} (react-admin's show would be /bolts/{id}/show).
 */
export const BoltPage = () => (
  <Edit mutationMode="pessimistic" redirect={false} actions={false}>
    <BoltSummary />
    <Divider />
    <BoltRenameForm />
  </Edit>
);
