import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { API_KEY, useApiQuery } from '../../dataProvider/useApiQuery';
import { SSH_ACCESS_EXPIRY_OPTIONS, type SshAccessExpiry } from '../../rules/sshAccess';
import { accountKeyCall } from './accountKeys';
import { fieldError, fromRecord, type SshKey } from './sshKeys';

type KeyList = { data: { id: string; attributes: Omit<SshKey, 'id'> }[] };

/** Staff (spec 1 §1, spec 2 §9): temporary Support access with one of the provider's keys and an expiry option. */
export function SupportAccessForm({ envId }: { envId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const keys = useApiQuery(['ssh-keys', 'account'], () => accountKeyCall<KeyList>('GET', 'ssh-keys?per_page=100'));
  const [sshKeyId, setSshKeyId] = useState('');
  const [expires, setExpires] = useState<SshAccessExpiry>('3h');
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await apiCall('POST', `environments/${envId}/ssh-access`, { data: { type: 'ssh-access', attributes: { type: 'staff', sshKeyId, expires } } });
      setError(null);
      notify('app.siteAccess.granted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [API_KEY] });
    } catch (failure) {
      setError(failure);
      if (!fieldError(failure, 'sshKeyId') && !fieldError(failure, 'expires')) notify((failure as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const options = keys.data?.data.map(fromRecord<SshKey>) ?? [];
  const keyError = fieldError(error, 'sshKeyId') ?? (keys.data && !options.length ? translate('app.siteAccess.noSupportKeys') : undefined);
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr auto' }, alignItems: 'start', mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <TextField select label={translate('app.siteAccess.supportKey')} value={sshKeyId} onChange={(event) => { setSshKeyId(event.target.value); setError(null); }} error={Boolean(fieldError(error, 'sshKeyId'))} helperText={keyError} size="small">
        {options.map((key) => (
          <MenuItem key={key.id} value={key.id}>
            {key.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={translate('app.siteAccess.expires')} value={expires} onChange={(event) => setExpires(event.target.value as SshAccessExpiry)} error={Boolean(fieldError(error, 'expires'))} helperText={fieldError(error, 'expires')} size="small">
        {SSH_ACCESS_EXPIRY_OPTIONS.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" loading={saving} disabled={!sshKeyId}>
        {translate('app.siteAccess.grantSupport')}
      </Button>
    </Box>
  );
}
