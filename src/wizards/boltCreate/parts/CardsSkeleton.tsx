import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where cards are about to appear while their list loads. */
export function CardsSkeleton({ count = 4, height = 120, min = 220 }: { count?: number; height?: number; min?: number }) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-label={translate('app.boltCreate.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` } }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} sx={{ borderRadius: 4 }} />
      ))}
    </Box>
  );
}
