import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** One notice of the admin settings page, with a link to where the setting is changed. */
export const AdminNotice = ({ text, link, to }: { text: string; link: string; to: string }) => (
  <Alert
    severity="info"
    action={
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600, alignSelf: 'center', pr: 1 }}>
        {link}
      </Link>
    }
  >
    {text}
  </Alert>
);
