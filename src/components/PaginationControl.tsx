import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canGoNext, canGoPrevious, DEFAULT_MAX_VISIBLE_BUTTONS, pageWindow } from '../rules/pagination';

/** Spec 1 §3 Pagination props, plus the page-change callback (spec 1 §4: buttons emit the page number). */
export interface PaginationControlProps {
  totalPages: number;
  total?: number;
  perPage?: number;
  /** The total is the API's estimate of a long list: the range says "of about". */
  estimated?: boolean;
  currentPage: number;
  maxVisibleButtons?: number;
  onChange: (page: number) => void;
}

/** The windowed page buttons of spec 1 §9 with previous/next. */
export function PaginationControl({
  totalPages,
  total,
  perPage,
  estimated = false,
  currentPage,
  maxVisibleButtons = DEFAULT_MAX_VISIBLE_BUTTONS,
  onChange,
}: PaginationControlProps) {
  const translate = useTranslate();
  if (totalPages < 1) return null;
  const range =
    total !== undefined && perPage
      ? translate(estimated ? 'app.pagination.rangeEstimated' : 'app.pagination.range', {
          from: (currentPage - 1) * perPage + 1,
          to: Math.min(total, currentPage * perPage),
          total: total.toLocaleString('en'),
        })
      : null;
  return (
    <Box
      component="nav"
      aria-label={translate('app.pagination.label')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, py: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {range}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          size="small"
          disabled={!canGoPrevious(currentPage)}
          onClick={() => onChange(currentPage - 1)}
          aria-label={translate('app.pagination.previous')}
        >
          <ChevronLeftIcon />
        </IconButton>
        {pageWindow(currentPage, totalPages, maxVisibleButtons).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="small"
              variant={item === currentPage ? 'contained' : 'text'}
              color={item === currentPage ? 'primary' : 'inherit'}
              aria-current={item === currentPage ? 'page' : undefined}
              aria-label={translate('app.pagination.page', { page: item })}
              onClick={() => item !== currentPage && onChange(item)}
              sx={{ minWidth: 36, px: 1 }}
            >
              {item}
            </Button>
          ) : (
            <Typography key={item} component="span" aria-hidden color="text.secondary" sx={{ px: 0.5 }}>
              …
            </Typography>
          ),
        )}
        <IconButton
          size="small"
          disabled={!canGoNext(currentPage, totalPages)}
          onClick={() => onChange(currentPage + 1)}
          aria-label={translate('app.pagination.next')}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
