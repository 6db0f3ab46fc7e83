import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsSmall } from '../../../components/useIsSmall';
import type { DnsRecordRow } from '../routing';
import { CopyableValue } from './CopyableValue';

/**
 * DNS records to add, each name and value with a copy button; the type only when the records name
 * one. A phone lists each record's fields one under another, too narrow for a table's columns.
 */
export function RecordTable({ records }: { records: DnsRecordRow[] }) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const typed = records.some((record) => record.type !== '');
  const key = (record: DnsRecordRow) => `${record.type} ${record.name} ${record.value}`;
  if (isSmall) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {records.map((record) => (
          <Box component="li" key={key(record)} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'background.paper' }}>
            {typed && <Typography sx={{ fontWeight: 600 }}>{record.type}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {translate('app.cdnSetup.validation.name')}
            </Typography>
            <CopyableValue value={record.name} />
            <Typography variant="caption" color="text.secondary">
              {translate('app.cdnSetup.validation.value')}
            </Typography>
            <CopyableValue value={record.value} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {typed && <TableCell>{translate('app.cdnSetup.validation.type')}</TableCell>}
            <TableCell>{translate('app.cdnSetup.validation.name')}</TableCell>
            <TableCell>{translate('app.cdnSetup.validation.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={key(record)}>
              {typed && <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{record.type}</TableCell>}
              <TableCell>
                <CopyableValue value={record.name} />
              </TableCell>
              <TableCell>
                <CopyableValue value={record.value} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
