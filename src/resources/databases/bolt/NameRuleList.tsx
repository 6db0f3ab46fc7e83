import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { NAME_LIMITS, nameChecks, type NameCheck, type NameRule } from './nameChecks';

const icons: Record<NameCheck, typeof CheckCircleIcon> = { pending: RadioButtonUncheckedIcon, met: CheckCircleIcon, unmet: CancelIcon };
const colors: Record<NameCheck, string> = { pending: 'text.disabled', met: 'success.main', unmet: 'error.main' };
const RULES: NameRule[] = ['length', 'characters'];

/** The name rules as a checklist that follows the typing; screen readers hear whether each rule holds. */
export function NameRuleList({ name, id }: { name: string; id: string }) {
  const translate = useTranslate();
  const checks = nameChecks(name);
  return (
    <Box component="ul" id={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {RULES.map((rule) => {
        const Icon = icons[checks[rule]];
        return (
          <Box component="li" key={rule} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Icon aria-hidden sx={{ fontSize: 18, color: colors[checks[rule]] }} />
            <Typography variant="body2" color={checks[rule] === 'unmet' ? 'error' : 'text.secondary'}>
              {translate(`resources.boltDatabases.rules.${rule}`, NAME_LIMITS)}
              <Box component="span" sx={visuallyHidden}>
                {checks[rule] === 'pending' ? '' : ` (${translate(`resources.boltDatabases.rules.${checks[rule]}`)})`}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
