import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { AUDIT_SCOPES } from './auditScopes';
import { ScopeChip } from './ScopeChip';

/**
 * The customer, Bolt or site the trail is narrowed to by the link that opened it (ActivityLink,
 * "See all activity"), by name, each removable: without it the filter would apply unseen, as the
 * Customer box only shows a customer picked in it and Bolts and sites have no box.
 */
export function AuditScopeChips() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const applied = AUDIT_SCOPES.filter(([key]) => filterValues[key] !== undefined && filterValues[key] !== '');
  if (applied.length === 0) return null;
  const remove = (key: string) => {
    const rest = Object.fromEntries(Object.entries(filterValues).filter(([name]) => name !== key));
    setFilters(rest, displayedFilters);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
      {applied.map(([key, label]) => (
        <ScopeChip key={key} scope={key} id={String(filterValues[key])} label={label} onDelete={() => remove(key)} />
      ))}
    </Box>
  );
}
