import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled card section of the database page; the title names the region for screen readers. */
export function SectionCard({ title, intro, children, tone }: { title: string; intro?: ReactNode; children: ReactNode; tone?: 'danger' }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={tone === 'danger' ? { borderColor: 'error.main' } : undefined}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography id={id} component="h2" variant="h5" color={tone === 'danger' ? 'error' : undefined}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
