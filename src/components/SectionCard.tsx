import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SectionCardProps {
  /** i18n key of the card's heading. */
  title: string;
  icon?: ReactNode;
  /** A link or button at the heading's end. */
  action?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One titled block of a Bolt or site page. */
export function SectionCard({ title, icon, action, children, tone = 'default' }: SectionCardProps) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%', ...(tone === 'danger' ? { borderColor: 'error.main' } : {}) }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2, minHeight: 32 }}>
          {icon && (
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 32,
                height: 32,
                borderRadius: 2,
                bgcolor: tone === 'danger' ? 'transparent' : 'action.selected',
                color: tone === 'danger' ? 'error.main' : 'primary.main',
              }}
            >
              {icon}
            </Box>
          )}
          <Typography id={headingId} component="h2" variant="h5" sx={{ flex: 1, color: tone === 'danger' ? 'error.main' : 'text.primary' }}>
            {translate(title)}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
