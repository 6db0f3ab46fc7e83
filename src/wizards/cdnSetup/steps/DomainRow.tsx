import { Box, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CdnDomain } from '../../../dataProvider/calls/provisioning';
import { CdnTag } from '../../../resources/domains/CdnTag';
import type { PickedDomain } from '../types';

/** Columns a phone leaves out (their values go under the name). */
export const ON_WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

export interface DomainRowProps {
  domain: CdnDomain;
  chosen: boolean;
  /** Three are chosen already (spec 2 §5): others cannot be added. */
  full: boolean;
  disabled: boolean;
  onToggle: (domain: PickedDomain & { locked: boolean }) => void;
}

/** One domain of the CDN wizard's table: its toggle (locked once its CDN is enabled), name, site and CDN state. */
export function DomainRow({ domain, chosen, full, disabled, onToggle }: DomainRowProps) {
  const translate = useTranslate();
  const locked = domain.cdn.enabled;
  const toggle = (
    <Switch
      checked={chosen || locked}
      disabled={disabled || locked || (!chosen && full)}
      onChange={() => onToggle({ id: Number(domain.id), name: domain.name, locked })}
      slotProps={{ input: { 'aria-label': translate('app.cdnSetup.domains.choose', { name: domain.name }) } }}
    />
  );
  return (
    <TableRow selected={chosen}>
      <TableCell sx={{ width: { xs: 56, sm: 72 }, py: 0, px: { xs: 0.5, sm: 2 } }}>
        {locked ? (
          <Tooltip title={translate('app.cdnSetup.domains.locked')}>
            <span>{toggle}</span>
          </Tooltip>
        ) : (
          toggle
        )}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Box sx={{ fontWeight: 600 }}>{domain.name}</Box>
        {/* On a phone the site and the CDN state go under the name. */}
        <Box sx={{ display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5, color: 'text.secondary' }}>
          {domain.environment.title}
          <CdnTag cdn={domain.cdn} />
        </Box>
      </TableCell>
      <TableCell sx={ON_WIDE}>{domain.environment.title}</TableCell>
      <TableCell sx={ON_WIDE}>
        <CdnTag cdn={domain.cdn} />
      </TableCell>
    </TableRow>
  );
}
