import { Box } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { parseSshKey } from '../../rules/sshKey';

/**
 * The pasted public key. Once it reads as a key, the helper shows what `ssh-keygen -l` would (type,
 * length, fingerprint) so the right key can be checked before adding it. Spec 2 §5: no client
 * rules, so a key that does not read is only refused by the server, whose reason replaces the helper.
 */
export function PublicKeyInput() {
  const translate = useTranslate();
  const value = useWatch({ name: 'sshkey' }) as string | undefined;
  const parsed = value?.trim() ? parseSshKey(value) : null;
  const helperText = parsed?.ok ? (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {translate('app.sshKeys.parsed', { type: parsed.key.keyType, bits: parsed.key.keyLength, fingerprint: parsed.key.fingerprint })}
    </Box>
  ) : (
    'app.sshKeys.keyHelp'
  );
  return (
    <TextInput
      source="sshkey"
      label="app.sshKeys.fields.sshkey"
      placeholder="ssh-ed25519 AAAAC3Nz... you@laptop"
      multiline
      minRows={3}
      helperText={helperText}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8125rem' } } }}
    />
  );
}
