import { Alert, Box, Button, CircularProgress, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Certificate } from '../types';
import { RecordValue } from './RecordValue';

export interface ChallengeRecordsProps {
  certificate: Certificate;
  /** 'DNS challenge completed' is being sent. */
  confirming: boolean;
  canConfirm: boolean;
  error: string | null;
  onConfirm: () => void;
}

/**
 * The DNS challenge of an order being issued (spec 2 §2.2): each record name and value with a copy
 * button, of type CNAME for Sectigo and TXT otherwise, then 'DNS challenge completed'.
 */
export function ChallengeRecords({ certificate, confirming, canConfirm, error, onConfirm }: ChallengeRecordsProps) {
  const translate = useTranslate();
  const records = Object.entries(certificate.dnsChallenges).flatMap(([name, values]) => values.map((value) => ({ name, value })));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dns-challenge" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="dns-challenge" component="h2" variant="h4" gutterBottom>
          {translate('app.domainCreate.installation.challengeTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.domainCreate.installation.challengeText', { type: certificate.challengeType })}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{translate('app.domainCreate.installation.type')}</TableCell>
              <TableCell>{translate('app.domainCreate.installation.name')}</TableCell>
              <TableCell>{translate('app.domainCreate.installation.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={`${record.name} ${record.value}`}>
                <TableCell sx={{ fontWeight: 650 }}>{certificate.challengeType}</TableCell>
                <TableCell>
                  <RecordValue value={record.name} />
                </TableCell>
                <TableCell>
                  <RecordValue value={record.value} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {error !== null && (
        <Alert severity="error" role="alert">
          {error || translate('app.domainCreate.installation.challengeFailed')}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={!canConfirm || confirming}
          startIcon={confirming ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {translate('app.domainCreate.installation.challengeDone')}
        </Button>
      </Box>
    </Paper>
  );
}
