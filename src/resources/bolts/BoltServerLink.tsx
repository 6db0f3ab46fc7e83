import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

/** The server a Bolt runs on, linked to its detail page (staff). */
export const BoltServerLink = () => {
  const bolt = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!bolt?.serverId) return <>{translate('resources.bolts.noServer')}</>;
  return <Link to={createPath({ resource: 'servers', id: bolt.serverId, type: 'edit' })}>{bolt.server}</Link>;
};
