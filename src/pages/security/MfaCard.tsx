import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { Box, Button, Chip, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import { useCall } from '../../dataProvider/useCall';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import type { MfaSetup } from '../../rules/schemas/records/security';
import { MfaProofDialog, type ProofAction } from './MfaProofDialog';
import { MfaSetupPanel } from './MfaSetupPanel';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { formatMoment } from '../../rules/dates';

/**
 * Two-step verification (MFA with TOTP, RFC 6238): off, being set up (QR code, key, a code to turn
 * it on), or on (recovery codes left, new codes, turn off). Recovery codes are shown once, in a dialog.
 */
export function MfaCard() {
  const translate = useTranslate();
  const status = usePanelQuery(['auth', 'mfa'], (dataProvider) => dataProvider.mfaStatus());
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [proof, setProof] = useState<ProofAction | null>(null);
  const start = useCall((dataProvider) => dataProvider.startMfaSetup(), { invalidates: [], onSuccess: setSetup });
  const mfa = status.data;

  const chip = mfa && (
    <Chip size="small" label={translate(mfa.enabled ? 'app.security.mfa.on' : 'app.security.mfa.off')} color={mfa.enabled ? 'success' : 'default'} />
  );
  return (
    <SectionCard title="app.security.mfa.title" icon={<PhonelinkLockIcon fontSize="small" />} action={chip}>
      {status.error ? (
        <LoadError error={status.error} onRetry={() => status.refetch()} />
      ) : !mfa ? (
        <Skeleton variant="rounded" height={72} aria-hidden />
      ) : mfa.enabled ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">
            {translate('app.security.mfa.onText', { date: formatMoment(mfa.enabledAt!, 'date') })}{' '}
            {translate('app.security.mfa.codesLeft', { smart_count: mfa.recoveryCodesLeft })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setProof('regenerate')}>
              {translate('app.security.mfa.regenerate')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setProof('turnOff')}>
              {translate('app.security.mfa.turnOff')}
            </Button>
          </Box>
        </Box>
      ) : setup ? (
        <MfaSetupPanel
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(made) => {
            setSetup(null);
            setCodes(made);
          }}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography color="text.secondary">{translate('app.security.mfa.offText')}</Typography>
          <Button variant="contained" onClick={() => start.mutate(undefined)} disabled={start.isPending}>
            {translate('app.security.mfa.setUp')}
          </Button>
        </Box>
      )}
      <MfaProofDialog
        action={proof}
        onClose={() => setProof(null)}
        onDone={(made) => {
          setProof(null);
          setCodes(made);
        }}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </SectionCard>
  );
}
