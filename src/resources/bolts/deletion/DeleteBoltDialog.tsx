import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, RadioGroup, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { planSummary } from '../dashboard/planSummary';
import type { DashboardBolt } from '../dashboard/types';
import { canConfirmDeletion, DELETION_CHOICES, type DeletionChoice } from './deletion';
import { DeletionChoiceOption } from './DeletionChoiceOption';
import { formatMoment } from '../../../rules/dates';

interface DeleteBoltDialogProps {
  bolt: DashboardBolt;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (choice: DeletionChoice) => void;
}

/**
 * Spec 1 §4: a Bolt is deleted immediately or at the end of its term. The dialog explains both;
 * deleting at once also takes the Bolt's name typed. A Bolt already scheduled can only be deleted at once.
 */
export function DeleteBoltDialog({ bolt, open, busy, onClose, onConfirm }: DeleteBoltDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const choices = bolt.deletionScheduledAt ? DELETION_CHOICES.filter((choice) => choice === 'immediately') : DELETION_CHOICES;
  const [choice, setChoice] = useState<DeletionChoice>(choices[0]);
  const [typed, setTyped] = useState('');
  const termEnd = formatMoment(planSummary(bolt).date, 'date');
  const reset = () => {
    setChoice(choices[0]);
    setTyped('');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onEnter: reset } }}>
      <DialogTitle id={titleId}>{translate('app.deletion.title', { name: bolt.name })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.deletion.intro')}
        </Typography>
        <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as DeletionChoice)} sx={{ gap: 1.5 }}>
          {choices.map((option) => (
            <DeletionChoiceOption
              key={option}
              value={option}
              selected={choice === option}
              label={translate(`app.deletion.${option}.label`, { date: termEnd })}
              text={translate(`app.deletion.${option}.text`, { date: termEnd, smart_count: bolt.sitesCount })}
            />
          ))}
        </RadioGroup>
        {choice === 'immediately' && (
          <Box sx={{ mt: 2.5 }}>
            <TextField
              fullWidth
              label={translate('app.deletion.typeName', { name: bolt.name })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={typed !== '' && typed !== bolt.name}
              helperText={typed !== '' && typed !== bolt.name ? translate('app.prompt.invalidDomainDeletion') : ' '}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{translate('app.prompt.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy || !canConfirmDeletion(choice, typed, bolt.name)} onClick={() => onConfirm(choice)}>
          {translate(choice === 'immediately' ? 'app.deletion.confirmNow' : 'app.deletion.confirmLater')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
