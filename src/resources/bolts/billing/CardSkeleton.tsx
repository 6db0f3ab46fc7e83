import { Card, CardContent, Skeleton } from '@mui/material';

/** The shape of a card while its data loads. */
export function CardSkeleton({ lines = 3, height = 24 }: { lines?: number; height?: number }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Skeleton width="40%" height={32} />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} height={height} width={`${90 - i * 12}%`} />
        ))}
      </CardContent>
    </Card>
  );
}
