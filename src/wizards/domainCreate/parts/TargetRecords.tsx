import { Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SiteTarget } from '../dnsCheck';
import { RecordValue } from './RecordValue';

/** The records that point a name at the site (spec 2 §2.2): an A record of its IP, or a CNAME of its host name. */
export function TargetRecords({ target }: { target: SiteTarget }) {
  const translate = useTranslate();
  const records = [
    { type: 'A', value: target.ip },
    { type: 'CNAME', value: target.hostname && `${target.hostname}.` },
  ];
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.domainCreate.dns.recordsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 100 }}>{translate('app.domainCreate.preparations.type')}</TableCell>
            <TableCell>{translate('app.domainCreate.preparations.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.type}>
              <TableCell sx={{ fontWeight: 650 }}>{record.type}</TableCell>
              <TableCell>
                <RecordValue value={record.value} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
