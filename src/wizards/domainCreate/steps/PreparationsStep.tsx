import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MIN_DNS_TTL } from '../../../rules/domains';
import { useDomainCreate } from '../DomainCreateActor';
import { RecordValue } from '../parts/RecordValue';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';
import { namesOf } from '../setup';

/** preparations_needed: the A and AAAA records whose TTL to lower first; propagation takes up to 24 hours. */
export function PreparationsStep() {
  const translate = useTranslate();
  const { context, send } = useDomainCreate();
  const records = namesOf(context).flatMap((name) => [
    { type: 'A', name, value: context.target.ip },
    { type: 'AAAA', name, value: context.target.ipv6 },
  ]);
  return (
    <StepFrame
      title={translate('app.domainCreate.preparations.title')}
      intro={translate('app.domainCreate.preparations.intro')}
      actions={
        <StepActions onPrevious={() => send({ type: 'PREVIOUS' })}>
          <Button variant="contained" size="large" onClick={() => send({ type: 'NEXT' })} endIcon={<ArrowForwardIcon />}>
            {translate('app.domainCreate.next')}
          </Button>
        </StepActions>
      }
    >
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.domainCreate.preparations.recordsLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.domainCreate.preparations.type')}</TableCell>
              <TableCell>{translate('app.domainCreate.preparations.host')}</TableCell>
              <TableCell>{translate('app.domainCreate.preparations.value')}</TableCell>
              <TableCell align="right">{translate('app.domainCreate.preparations.ttl')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={`${record.type} ${record.name}`}>
                <TableCell sx={{ fontWeight: 650 }}>{record.type}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{record.name}</TableCell>
                <TableCell>
                  <RecordValue value={record.value} />
                </TableCell>
                <TableCell align="right">{MIN_DNS_TTL}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography>{translate('app.domainCreate.preparations.ttlText', { ttl: MIN_DNS_TTL })}</Typography>
      <Alert severity="info">{translate('app.domainCreate.preparations.propagation')}</Alert>
    </StepFrame>
  );
}
