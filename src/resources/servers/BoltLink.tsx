import { Link, useCreatePath, useRecordContext } from 'react-admin';

/** The Bolt a database or cron job belongs to, linked to its page. */
export const BoltLink = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record?.boltId) return null;
  return <Link to={createPath({ resource: 'bolts', id: record.boltId, type: 'edit' })}>{record.bolt}</Link>;
};
