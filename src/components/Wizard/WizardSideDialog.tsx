import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { WIZARD_SIDE_DIALOG_WIDTH } from '../../rules/wizard';
import { StepList } from './StepList';
import type { WizardStep } from './Wizard';

interface WizardSideDialogProps {
  open: boolean;
  onClose: () => void;
  /** The wizard's title, already translated; it names the dialog. */
  heading: string;
  steps: WizardStep[];
  currentIndex: number;
}

/**
 * The wizard side dialog (spec 1 §9, 678 px wide): on small screens, where the layout shows only
 * "n of N", it slides in from the side with all the steps, the current one marked.
 */
export function WizardSideDialog({ open, onClose, heading, steps, currentIndex }: WizardSideDialogProps) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: { width: WIZARD_SIDE_DIALOG_WIDTH, maxWidth: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 3 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={headingId} component="h2" variant="h4">
          {heading}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.wizard.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <StepList steps={steps} currentIndex={currentIndex} />
    </Drawer>
  );
}
