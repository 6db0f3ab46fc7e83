import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  InputAdornment,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../components/LoadError';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { PaginationControl } from '../../../components/PaginationControl';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../../../layout/useDebouncedValue';
import { DOMAINS_PAGE_SIZE, MAX_CDN_DOMAINS } from '../../../rules/certificates';
import type { PickedDomain } from '../types';
import { DomainRow, ON_WIDE } from './DomainRow';

export interface DomainTableProps {
  /** Staff list the picked customer's domains; customers (null) their own. */
  customerId: number | null;
  picked: PickedDomain[];
  disabled: boolean;
  onToggle: (domain: PickedDomain & { locked: boolean }) => void;
}

/** Spec 2 §2.3: a searchable, paged table of domains (GET domains?context=servebolt-cdn), 15 a page (spec 2 §9). */
export function DomainTable({ customerId, picked, disabled, onToggle }: DomainTableProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const query = usePanelQuery(['domains', 'cdn', customerId, q, direction, page], (dataProvider) =>
    dataProvider.cdnDomains({ customerId, q, sort: 'name', direction, page }),
  );
  const full = picked.length >= MAX_CDN_DOMAINS;
  const search = (value: string) => {
    setText(value);
    setPage(1);
  };
  return (
    <Box>
      <TextField
        type="search"
        size="small"
        label={translate('app.cdnSetup.domains.search')}
        value={text}
        onChange={(event) => search(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      />
      {query.error ? (
        <LoadError title="app.cdnSetup.domains.loadFailed" error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 56, sm: 72 }, px: { xs: 0.5, sm: 2 } }}>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('app.cdnSetup.domains.select')}
                  </Box>
                </TableCell>
                <TableCell sortDirection={direction}>
                  <TableSortLabel active direction={direction} onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}>
                    {translate('app.cdnSetup.domains.domain')}
                  </TableSortLabel>
                </TableCell>
                <TableCell sx={ON_WIDE}>{translate('app.cdnSetup.domains.site')}</TableCell>
                <TableCell sx={ON_WIDE}>{translate('app.cdnSetup.domains.cdn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data
                ? query.data.domains.map((domain) => (
                    <DomainRow
                      key={domain.id}
                      domain={domain}
                      chosen={picked.some((each) => each.id === Number(domain.id))}
                      full={full}
                      disabled={disabled}
                      onToggle={onToggle}
                    />
                  ))
                : Array.from({ length: 3 }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={4}>
                        <Skeleton height={32} />
                      </TableCell>
                    </TableRow>
                  ))}
              {query.data?.domains.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      {q ? translate('app.cdnSetup.domains.emptySearch', { q }) : translate('app.cdnSetup.domains.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {query.data && query.data.lastPage > 1 && (
        <PaginationControl
          currentPage={page}
          totalPages={query.data.lastPage}
          total={query.data.total}
          perPage={DOMAINS_PAGE_SIZE}
          onChange={setPage}
        />
      )}
    </Box>
  );
}
