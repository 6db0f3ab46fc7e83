import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import { InfoList } from '../../components/InfoList';
import { InfoRow } from '../../components/InfoRow';
import type { SshKey } from './sshKeys';
import { formatMoment } from '../../rules/dates';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' };

/** Spec 2 §2.8: the public key with Copy, then name, type, length, fingerprint and date added. */
export function SshKeyFacts({ sshKey }: { sshKey: SshKey }) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5, mb: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Box component="code" aria-label={translate('app.sshKeys.fields.sshkey')} sx={{ ...mono, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {sshKey.sshkey}
        </Box>
        <CopyButton value={sshKey.sshkey} />
      </Box>
      <InfoList>
        <InfoRow label="app.sshKeys.fields.name">{sshKey.comment || '—'}</InfoRow>
        <InfoRow label="app.sshKeys.fields.keyType" code>
          {sshKey.keyType}
        </InfoRow>
        <InfoRow label="app.sshKeys.fields.keyLength">{translate('app.sshKeys.bits', { bits: sshKey.keyLength })}</InfoRow>
        <InfoRow label="app.sshKeys.fields.fingerprint" code copy={sshKey.fingerprint}>
          {sshKey.fingerprint}
        </InfoRow>
        <InfoRow label="app.sshKeys.fields.createdAt">{formatMoment(sshKey.createdAt)}</InfoRow>
      </InfoList>
    </>
  );
}
