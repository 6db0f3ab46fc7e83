import CheckIcon from '@mui/icons-material/Check';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WizardStep } from './Wizard';

/** The wizard's steps down the side, done ones ticked and the current one marked (spec 1 §2). */
export function StepList({ steps, currentIndex }: { steps: WizardStep[]; currentIndex: number }) {
  const translate = useTranslate();
  return (
    <Box component="ol" aria-label={translate('app.wizard.steps')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const current = index === currentIndex;
        return (
          <Box
            component="li"
            key={step.id}
            aria-current={current ? 'step' : undefined}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: current ? 'action.selected' : 'transparent',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: '0.8rem',
                fontWeight: 700,
                flexShrink: 0,
                bgcolor: done || current ? 'primary.main' : 'transparent',
                color: done || current ? 'primary.contrastText' : 'text.secondary',
                border: done || current ? 'none' : 1,
                borderColor: 'divider',
              }}
            >
              {done ? <CheckIcon sx={{ fontSize: 16 }} /> : index + 1}
            </Box>
            <Typography sx={{ fontWeight: current ? 700 : 500, color: current || done ? 'text.primary' : 'text.secondary' }}>
              {translate(step.label, { _: step.label })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
