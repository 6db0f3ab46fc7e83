import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import { Button } from '@mui/material';
import { useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';

interface RebuildButtonProps {
  kind: 'config' | 'php';
  /** One site, or every site of a server. */
  target: { environmentId: string | number } | { serverId: string | number };
  label: string;
}

/** Admin only (spec 1 §6): starts a rebuild of configuration or PHP and opens its page to follow it. */
export function RebuildButton({ kind, target, label }: RebuildButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending }] = useCreate();
  const scope = 'serverId' in target ? { serverId: Number(target.serverId) } : { environmentIds: [Number(target.environmentId)] };
  const start = () =>
    create(
      'rebuild-sites-config',
      { data: { kind, ...scope } },
      {
        onSuccess: (rebuild) => {
          notify('resources.rebuild-sites-config.notifications.created', { type: 'success' });
          redirect('show', 'rebuild-sites-config', rebuild.id);
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button variant="outlined" startIcon={<BuildOutlinedIcon />} onClick={start} disabled={isPending}>
      {translate(label)}
    </Button>
  );
}
