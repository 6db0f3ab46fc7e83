import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { DynamicRequest } from '../../rules/schemas/records/dynamicRequests';

/** The Bolt's name, linking to its page. */
export function BoltLink() {
  const row = useRecordContext<DynamicRequest>();
  if (!row) return null;
  return (
    <Link component={RouterLink} to={`/bolts/${row.id}`}>
      {row.name}
    </Link>
  );
}
