import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { visuallyHidden } from '../../../components/visuallyHidden';

export interface Figure {
  label: string;
  value: string;
}

export interface ChartCardProps {
  title: string;
  subtitle: string;
  /** The headline numbers beside the title; none while loading or without data. */
  figures?: Figure[];
  /** What the chart shows, in words, for screen readers. */
  description?: string;
  status: { isPending: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  wide?: boolean;
  height: number;
  children: ReactNode;
}

/** One metric: title, headline figures and its chart, with loading, failed and empty states. */
export function ChartCard({ title, subtitle, figures, description, status, empty, wide, height, children }: ChartCardProps) {
  const translate = useTranslate();
  const id = useId();
  const { isPending, error, refetch } = status;
  return (
    <Card component="section" aria-labelledby={`${id}-title`} aria-busy={isPending} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography id={`${id}-title`} component="h2" variant="h5">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
        {figures ? (
          <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0 }}>
            {figures.map((figure) => (
              <Box key={figure.label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.35rem', lineHeight: 1.3 }}>
                  {figure.value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          // Holds the figures' place while loading, so the chart below does not jump.
          isPending && <Skeleton width={180} height={52} />
        )}
        {error ? (
          <LoadError title="app.statistics.loadFailed" error={error} onRetry={() => refetch()} />
        ) : isPending ? (
          <Skeleton variant="rounded" height={height} />
        ) : empty ? (
          <Box sx={{ minHeight: height, display: 'grid', alignItems: 'center' }}>
            <EmptyState icon={<InsertChartOutlinedIcon />} title={translate('app.statistics.empty')} text={translate('app.statistics.emptyHint')} />
          </Box>
        ) : (
          <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} sx={{ m: 0, minWidth: 0 }}>
            {children}
            <Box id={`${id}-desc`} sx={visuallyHidden}>
              {description}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
