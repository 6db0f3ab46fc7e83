import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Previous on the left (when the step has one), the step's own buttons on the right. */
export function StepActions({ onPrevious, disabled, children }: { onPrevious?: () => void; disabled?: boolean; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        mt: 4,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {onPrevious ? (
        <Button color="inherit" startIcon={<ArrowBackIcon />} onClick={onPrevious} disabled={disabled}>
          {translate('app.domainCreate.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto' }}>{children}</Box>
    </Box>
  );
}
