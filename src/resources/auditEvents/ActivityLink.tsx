import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { auditTrailPath, type AuditScope } from './auditTrailPath';

/** Staff's way into the audit trail of one customer, Bolt or site. */
export const ActivityLink = ({ scope }: { scope: AuditScope }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={auditTrailPath(scope)}>
      {translate('app.auditTrail.viewActivity')}
    </Link>
  );
};
