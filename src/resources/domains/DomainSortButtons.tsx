import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, Typography } from '@mui/material';
import { useListSortContext, useTranslate } from 'react-admin';
import { DOMAIN_SORTS, takeSortDirection, type DomainSort } from './domainRules';

/**
 * Spec 2 §2.1 sort by Title or Date (the id): each choice takes the direction after the one last
 * stored, ascending the first time. The current sort shows its direction.
 */
export function DomainSortButtons() {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  return (
    <Box role="group" aria-label={translate('app.domains.sortBy')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }} aria-hidden>
        {translate('app.domains.sortBy')}
      </Typography>
      {(Object.keys(DOMAIN_SORTS) as DomainSort[]).map((name) => {
        const field = DOMAIN_SORTS[name];
        const current = sort.field === field;
        const Arrow = sort.order === 'DESC' ? ArrowDownwardIcon : ArrowUpwardIcon;
        const direction = translate(sort.order === 'DESC' ? 'app.domains.descending' : 'app.domains.ascending');
        return (
          <Button
            key={name}
            size="small"
            variant={current ? 'contained' : 'text'}
            color={current ? 'primary' : 'inherit'}
            disableElevation
            aria-pressed={current}
            endIcon={current ? <Arrow fontSize="small" /> : undefined}
            aria-label={current ? `${translate(`app.domains.sorts.${name}`)}, ${direction}` : undefined}
            onClick={() => setSort({ field, order: takeSortDirection() })}
          >
            {translate(`app.domains.sorts.${name}`)}
          </Button>
        );
      })}
    </Box>
  );
}
