import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { SiteNotEnabledBanner } from './SiteNotEnabledBanner';

interface SitePageHeaderProps {
  boltId: number | string;
  envId: number | string;
  site?: { title?: string; enabled?: boolean };
  /** i18n key of the page's heading; or give the heading as children. */
  title?: string;
  children?: ReactNode;
}

/**
 * The top of every site page (spec 2 §1): breadcrumbs Bolts > Bolt > site, the banner while the
 * site is not enabled, then the heading.
 */
export function SitePageHeader({ boltId, envId, site, title, children }: SitePageHeaderProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 3 }}>
      <Breadcrumbs boltId={boltId} siteId={envId} />
      <SiteNotEnabledBanner site={site} />
      {title && (
        <Typography component="h1" variant="h1">
          {translate(title)}
        </Typography>
      )}
      {children}
    </Box>
  );
}
