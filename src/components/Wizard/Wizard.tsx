import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Logo } from '../../layout/Logo';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { QuitDialog } from './QuitDialog';
import { ResumedNotice } from './ResumedNotice';
import { StepList } from './StepList';
import { WizardConfirmDialog } from './WizardConfirmDialog';
import { WizardSideDialog } from './WizardSideDialog';

export interface WizardStep {
  /** The spec's step id (also the machine's state name). */
  id: string;
  /** i18n key or text. */
  label: string;
}

export interface WizardProps {
  title: string;
  steps: WizardStep[];
  /** Id of the current step. */
  current: string;
  children: ReactNode;
  /** Keep the progress and leave (spec 1 §2). */
  onSaveAndQuit: () => void;
  /** Drop the progress and leave; asked in the shared confirmation dialog first. */
  onQuitAndDelete: () => void;
  /** i18n key: what else quitting and deleting removes (a record the wizard made), said in that confirmation. */
  deleteWarning?: string;
  /** False while quitting would cut work short (a payment under way) or once nothing is left to save. */
  canQuit?: boolean;
  /** Given while the wizard shows saved progress: a notice above the step says so and offers a clean start. */
  onStartOver?: () => void;
}

/** Where quitting stands: not asked, "Save your progress?" open, or its "quit and delete" being confirmed over it. */
type Quitting = 'no' | 'asking' | 'confirmingDelete';

/**
 * The wizard layout of spec 1 §2: the step list at the side with the current step marked; on
 * mobile "n of N", which opens the steps in the side dialog, and a quit button; quitting asks
 * "Save your progress?", and quitting and deleting is confirmed once more. The children are the
 * current step. A wizard that saves its progress pairs it with `progressStore`, `useSavedProgress`
 * (resume, start over) and `useWizardExits` (save and quit, quit and delete, finish); see
 * src/wizards/boltCreate/BoltCreateWizard.tsx and BoltCreateScreen.tsx.
 */
export function Wizard({ title, steps, current, children, onSaveAndQuit, onQuitAndDelete, deleteWarning, canQuit = true, onStartOver }: WizardProps) {
  const translate = useTranslate();
  // Wizards render outside the Shell, which names the browser tab for the other pages.
  useDocumentTitle();
  const [quitting, setQuitting] = useState<Quitting>('no');
  const [stepsOpen, setStepsOpen] = useState(false);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  const heading = translate(title, { _: title });
  const quit = canQuit && (
    <Button variant="outlined" color="inherit" onClick={() => setQuitting('asking')}>
      {translate('app.wizard.quit')}
    </Button>
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, bgcolor: 'background.default' }}>
      {/* Sticky, so the steps and Quit stay in view beside a long step. */}
      <Paper
        component="aside"
        square
        variant="outlined"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          gap: 4,
          p: 3,
          borderWidth: '0 1px 0 0',
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
        }}
      >
        <Logo label={translate('app.brand')} />
        <Typography component="p" variant="h4">
          {heading}
        </Typography>
        <StepList steps={steps} currentIndex={index} />
        <Box sx={{ mt: 'auto' }}>{quit}</Box>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Box
          sx={{
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <IconButton
            edge="start"
            onClick={() => setStepsOpen(true)}
            aria-label={translate('app.wizard.showSteps')}
            aria-haspopup="dialog"
            aria-expanded={stepsOpen}
          >
            <FormatListNumberedIcon />
          </IconButton>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="p" noWrap sx={{ fontWeight: 650 }}>
              {heading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.wizard.stepOf', { n: index + 1, total: steps.length })} ·{' '}
              {translate(steps[index]?.label ?? '', { _: steps[index]?.label ?? '' })}
            </Typography>
          </Box>
          {quit}
        </Box>
        <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
          {onStartOver && <ResumedNotice onStartOver={onStartOver} />}
          {children}
        </Box>
      </Box>
      <WizardSideDialog open={stepsOpen} onClose={() => setStepsOpen(false)} heading={heading} steps={steps} currentIndex={index} />
      {/* The confirmation opens over "Save your progress?", so Cancel goes back to that choice with the focus where it was. */}
      <QuitDialog
        open={quitting !== 'no'}
        onClose={() => setQuitting('no')}
        onSaveAndQuit={onSaveAndQuit}
        onQuitAndDelete={() => setQuitting('confirmingDelete')}
      />
      <WizardConfirmDialog
        open={quitting === 'confirmingDelete'}
        title="app.wizard.deleteTitle"
        question="app.wizard.deleteQuestion"
        warning={deleteWarning}
        confirmText="app.wizard.deleteConfirm"
        tone="danger"
        onConfirm={() => {
          setQuitting('no');
          onQuitAndDelete();
        }}
        onCancel={() => setQuitting('asking')}
      />
    </Box>
  );
}
