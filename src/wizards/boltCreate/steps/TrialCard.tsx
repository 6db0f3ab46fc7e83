import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRIAL_DAYS } from '../../../rules/plans';
import { ChoiceCard } from '../parts/ChoiceCard';
import type { Trials } from '../types';

/** The free test Bolt, offered while the account has one left (POST bolts/check-trials). */
export function TrialCard({ trials, selected, onSelect, disabled }: { trials: Trials; selected: boolean; onSelect: () => void; disabled?: boolean }) {
  const translate = useTranslate();
  const title = translate('app.boltCreate.basics.trialTitle');
  return (
    <ChoiceCard selected={selected} onSelect={onSelect} disabled={disabled} label={title}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box sx={{ width: 44, height: 44, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', flexShrink: 0 }}>
          <ScienceOutlinedIcon color="primary" aria-hidden />
        </Box>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h6" component="p">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.boltCreate.basics.trialText', { days: TRIAL_DAYS })}
          </Typography>
        </Box>
        <Chip
          label={translate('app.boltCreate.basics.trialsLeft', { available: trials.available, max: trials.max })}
          size="small"
          variant="outlined"
        />
      </Box>
    </ChoiceCard>
  );
}
