import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/** A link beside a fact to the page where it is changed ('Manage', 'Add domain'). */
export const PageLink = ({ to, label }: { to: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ fontWeight: 600 }}>
      {translate(label)}
    </Link>
  );
};
