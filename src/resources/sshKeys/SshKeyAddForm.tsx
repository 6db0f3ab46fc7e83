import { Box, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { API_KEY } from '../../dataProvider/useApiQuery';
import { fieldError } from './sshKeys';

interface SshKeyAddFormProps {
  /** POST ssh-keys on the caller's path: `apiCall` for a site, the account's own path otherwise. */
  add: (attributes: { sshkey: string; comment: string }) => Promise<unknown>;
}

/**
 * Spec 2 §2.8 add-key form: paste a key and a comment. Spec 2 §5: no client rules; the server's
 * detail is shown inline under its field.
 */
export function SshKeyAddForm({ add }: SshKeyAddFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [sshkey, setSshkey] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await add({ sshkey, comment });
      setSshkey('');
      setComment('');
      setError(null);
      notify('app.sshKeys.added', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [API_KEY] });
    } catch (failure) {
      setError(failure);
      if (!fieldError(failure, 'sshkey') && !fieldError(failure, 'comment')) notify((failure as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const keyError = fieldError(error, 'sshkey');
  const commentError = fieldError(error, 'comment');
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={translate('app.sshKeys.fields.sshkey')}
        placeholder="ssh-ed25519 AAAAC3Nz... you@laptop"
        value={sshkey}
        onChange={(event) => setSshkey(event.target.value)}
        multiline
        minRows={3}
        error={Boolean(keyError)}
        helperText={keyError ?? translate('app.sshKeys.keyHelp')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8125rem' } } }}
      />
      <TextField
        label={translate('app.sshKeys.fields.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={Boolean(commentError)}
        helperText={commentError ?? translate('app.sshKeys.commentHelp')}
      />
      <Box>
        <Button type="submit" variant="contained" loading={saving}>
          {translate('app.sshKeys.add')}
        </Button>
      </Box>
    </Box>
  );
}
