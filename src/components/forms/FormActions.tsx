import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The one place a form on a page or card puts its Save (issue 14): a row of its own under the
 * fields, at the form's start edge, the Save first (contained) and any secondary action (Cancel,
 * Remove) after it. A form in a dialog uses the dialog's actions row; a wizard its footer.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>{children}</Box>;
}
