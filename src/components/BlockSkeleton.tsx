import { Box, Card, CardContent, Skeleton } from '@mui/material';

/** Stands in for a block while its data loads. */
export function BlockSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton width="40%" height={32} sx={{ mb: 1.5 }} />
        <Box sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: rows }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
