import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The row's name as a link to the page its row opens, so a keyboard reaches every row by Tab and a
 * screen reader hears where it leads (a clickable table row is neither). The row's own click goes
 * to the same page, so the link's click stops there rather than navigating twice.
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
