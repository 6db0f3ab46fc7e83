import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { startLearningDismissedKey } from '../../rules/profile';

/**
 * Spec 1 §7 GET start-learning on the landing: a new customer's first steps, each done or not by
 * the account's own data, until all are done or the person hides the card. Hiding is kept in local
 * storage, which signing out clears (spec 1 §4), so the card comes back at the next sign-in while
 * steps are left.
 */
export function StartLearningCard() {
  const translate = useTranslate();
  const headingId = useId();
  const { identity } = useGetIdentity();
  const key = startLearningDismissedKey(identity?.id ?? '');
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(key) === '1');
  const { data } = usePanelQuery(['start-learning'], (dataProvider) => dataProvider.startLearning());
  if (dismissed || !data || data.done === data.total) return null;
  const dismiss = () => {
    localStorage.setItem(key, '1');
    setDismissed(true);
  };
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} component="h2" variant="h4">
              {translate('app.startLearning.title')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {translate('app.startLearning.intro')}
            </Typography>
          </Box>
          <Tooltip title={translate('app.startLearning.dismissLabel')}>
            <IconButton onClick={dismiss} aria-label={translate('app.startLearning.dismissLabel')} size="small">
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
          <LinearProgress
            variant="determinate"
            value={(100 * data.done) / data.total}
            aria-label={translate('app.startLearning.progress', { done: data.done, total: data.total })}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {translate('app.startLearning.progress', { done: data.done, total: data.total })}
          </Typography>
        </Box>
        <Box
          component={List}
          disablePadding
          sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
        >
          {data.steps.map((step) => (
            <ListItem key={step.id} disablePadding>
              <ListItemButton component={Link} to={step.link} sx={{ borderRadius: 2, px: 1.5, alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 34, mt: 0.5 }}>
                  {step.done ? (
                    <CheckCircleIcon fontSize="small" color="success" titleAccess={translate('app.startLearning.done')} />
                  ) : (
                    <RadioButtonUncheckedIcon fontSize="small" color="action" titleAccess={translate('app.startLearning.todo')} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={translate(`app.startLearning.steps.${step.id}.title`)}
                  secondary={translate(`app.startLearning.steps.${step.id}.text`)}
                  slotProps={{ primary: { fontWeight: 600, sx: step.done ? { color: 'text.secondary' } : undefined } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
