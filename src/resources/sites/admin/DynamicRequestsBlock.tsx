import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../bolts/dashboard/usage';
import { requestsFromMillions } from '../siteFacts';
import { SectionCard } from '../../../components/SectionCard';
import { barHeights, type AdminSettings } from './adminSettings';
import { formatMoment } from '../../../rules/dates';

/** Dynamic requests of the last 30 days: the total and a bar per day. */
export function DynamicRequestsBlock({ requests }: { requests: AdminSettings['dynamicRequests'] }) {
  const translate = useTranslate();
  const heights = barHeights(requests.daily);
  return (
    <SectionCard title="app.sites.admin.dynamicRequests" icon={<InsightsIcon fontSize="small" />}>
      <Typography variant="h3" component="p">
        {formatCount(requestsFromMillions(requests.last30Days))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.sites.admin.last30Days')}
      </Typography>
      <Box role="img" aria-label={translate('app.sites.admin.dailyChart')} sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 96 }}>
        {requests.daily.map((point, i) => (
          // describeChild: a bar is a plain box inside the chart's image, which may carry no aria-label.
          <Tooltip
            key={point.timestamp}
            describeChild
            title={`${formatMoment(point.timestamp, 'date')}: ${formatCount(requestsFromMillions(point.value ?? 0))}`}
          >
            <Box
              sx={{
                flex: 1,
                height: `${heights[i]}%`,
                minWidth: 3,
                borderRadius: '3px 3px 0 0',
                bgcolor: 'primary.main',
                opacity: 0.8,
                '&:hover': { opacity: 1 },
              }}
            />
          </Tooltip>
        ))}
      </Box>
    </SectionCard>
  );
}
