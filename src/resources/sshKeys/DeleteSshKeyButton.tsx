import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { usePrompt } from '../../components/usePrompt';
import { API_KEY } from '../../dataProvider/useApiQuery';
import { sitePath } from '../sites/sitePaths';
import type { SshKey } from './sshKeys';

interface DeleteSshKeyButtonProps {
  sshKey: SshKey;
  call: (method: string, path: string) => Promise<unknown>;
}

/** Spec 2 §2.8: Delete key, confirmed by a prompt naming the fingerprint; the key leaves every Bolt and site. */
export function DeleteSshKeyButton({ sshKey, call }: DeleteSshKeyButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { boltId, envId } = useParams<{ boltId?: string; envId?: string }>();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const answer = await prompt({
      title: 'app.sshKeys.deleteTitle',
      text: translate('app.sshKeys.deleteText', { fingerprint: sshKey.fingerprint }),
      confirmText: 'app.sshKeys.delete',
      iconName: 'delete',
    });
    if (!answer.confirmed) return;
    setBusy(true);
    try {
      await call('DELETE', `ssh-keys/${sshKey.id}`);
      notify('app.sshKeys.deleted', { type: 'success' });
      queryClient.removeQueries({ queryKey: [API_KEY, 'ssh-keys', sshKey.id] });
      await queryClient.invalidateQueries({ queryKey: [API_KEY] });
      navigate(boltId && envId ? sitePath(boltId, envId, 'access') : '/ssh-keys');
    } catch {
      notify('app.sshKeys.deleteFailed', { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} loading={busy} onClick={remove}>
      {translate('app.sshKeys.delete')}
    </Button>
  );
}
