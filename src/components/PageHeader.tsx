import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Breadcrumbs } from './Breadcrumbs';
import { TitleRecord } from './TitleRecord';
import { useBoltContext } from '../layout/useBoltContext';

export interface PageHeaderProps {
  /** Already translated: a detail page's title is its record's name. */
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** A link one level up, for pages below a Bolt page (the breadcrumbs stop at the Bolt). */
  back?: { to: string; label: string };
  /** The record's name for the document title, on pages outside a Bolt (inside one, the breadcrumbs name it). */
  record?: string;
}

/** The head of a Bolt page: breadcrumbs Bolts > Bolt (spec 2 §1), title, intro and actions. */
export function PageHeader({ title, intro, actions, back, record }: PageHeaderProps) {
  const translate = useTranslate();
  const { boltId } = useBoltContext();
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {boltId !== undefined ? <Breadcrumbs boltId={boltId} /> : record !== undefined && <TitleRecord name={record} />}
      {back && (
        <Button component={Link} to={back.to} size="small" startIcon={<ArrowBackIcon />} sx={{ ml: -1, mb: 1 }}>
          {translate(back.label)}
        </Button>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 720 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
