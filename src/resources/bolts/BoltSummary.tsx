import { Alert, Box, Typography } from '@mui/material';
import { DateField, Labeled, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DATE } from '../shared/dates';
import { useIsStaff } from '../shared/useIsStaff';
import { BoltServerLink } from './BoltServerLink';
import { HostingChip } from './HostingChip';
import { PlanChip } from './PlanChip';

/** What a Bolt is: plan with its tagline (spec 1 §3), hosting, sites, age; staff see whose and where. */
export const BoltSummary = () => {
  const bolt = useRecordContext();
  const translate = useTranslate();
  const isStaff = useIsStaff();
  if (!bolt) return null;
  return (
    <Box sx={{ p: 2 }}>
      {bolt.deletionScheduledAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.bolts.deletionScheduled', {
            date: new Date(bolt.deletionScheduledAt).toLocaleDateString(undefined, DATE),
          })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        <Labeled source="plan">
          <Box>
            <PlanChip />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate(`resources.bolts.taglines.${bolt.plan}`)}
            </Typography>
          </Box>
        </Labeled>
        <Labeled source="dedicated">
          <HostingChip />
        </Labeled>
        <Labeled source="sitesCount">
          <NumberField source="sitesCount" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" options={DATE} />
        </Labeled>
        {isStaff && (
          <Labeled source="customer">
            <TextField source="customer" />
          </Labeled>
        )}
        {isStaff && (
          <Labeled source="server">
            <BoltServerLink />
          </Labeled>
        )}
      </Box>
    </Box>
  );
};
