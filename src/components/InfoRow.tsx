import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from './CopyButton';

interface InfoRowProps {
  /** i18n key of the label. */
  label: string;
  children: ReactNode;
  /** Offers a copy button for this text. */
  copy?: string | null;
  /** Shows the value in a fixed-width font (paths, commands, host names). */
  code?: boolean;
  action?: ReactNode;
}

/** A label and its value in a block's list of facts; stacked on phones. */
export function InfoRow({ label, children, copy, code = false, action }: InfoRowProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '144px minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 0.25,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
        {translate(label)}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography
          component="div"
          variant="body2"
          sx={{
            flex: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            fontWeight: 500,
            ...(code ? { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' } : {}),
          }}
        >
          {children}
        </Typography>
        {(copy || action) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
            {copy && <CopyButton value={copy} />}
            {action}
          </Box>
        )}
      </Box>
    </Box>
  );
}
