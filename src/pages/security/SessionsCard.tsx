import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import { Box, Button, List, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import { usePrompt } from '../../components/usePrompt';
import { useCall } from '../../dataProvider/useCall';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import type { Session } from '../../rules/schemas/records/security';
import { SessionItem, useDeviceName } from './SessionItem';

const SESSIONS = ['auth', 'sessions'] as const;

/** The signed-in sessions (the caller's tokens), with sign-out of one or of all the others, each asked first. */
export function SessionsCard() {
  const translate = useTranslate();
  const prompt = usePrompt();
  const deviceName = useDeviceName();
  const sessions = usePanelQuery([...SESSIONS], (dataProvider) => dataProvider.sessions());
  const revoke = useCall((dataProvider, sessionId: string) => dataProvider.revokeSession(sessionId), {
    invalidates: [SESSIONS],
    success: 'app.security.sessions.ended',
  });
  const others = useCall((dataProvider) => dataProvider.signOutOtherSessions(), { invalidates: [SESSIONS] });
  const busy = revoke.isPending || others.isPending;

  const signOut = async (session: Session) => {
    const device = deviceName(session.userAgent);
    const answer = await prompt({
      type: 'prompt',
      iconName: 'warning',
      title: translate('app.security.sessions.confirmOneTitle'),
      text: translate('app.security.sessions.confirmOneText', { device }),
      confirmText: 'app.security.sessions.confirmOne',
    });
    if (answer.confirmed) revoke.mutate(session.id);
  };
  const signOutOthers = async () => {
    const answer = await prompt({
      type: 'prompt',
      iconName: 'warning',
      title: translate('app.security.sessions.confirmOthersTitle'),
      text: translate('app.security.sessions.confirmOthersText'),
      confirmText: 'app.security.sessions.signOutOthers',
    });
    if (answer.confirmed) others.mutate(undefined);
  };

  const list = sessions.data;
  const hasOthers = Boolean(list?.some((session) => !session.current));
  return (
    <SectionCard title="app.security.sessions.title" icon={<DevicesIcon fontSize="small" />}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.security.sessions.text')}
      </Typography>
      {sessions.error ? (
        <LoadError title="app.security.sessions.loadFailed" error={sessions.error} onRetry={() => sessions.refetch()} />
      ) : !list ? (
        <Skeleton variant="rounded" height={120} aria-hidden />
      ) : (
        <>
          <List aria-label={translate('app.security.sessions.title')}>
            {list.map((session) => (
              <SessionItem key={session.id} session={session} onSignOut={signOut} busy={busy} />
            ))}
          </List>
          <Box sx={{ mt: 2 }}>
            <Button variant="outlined" color="error" onClick={signOutOthers} disabled={!hasOthers || busy}>
              {translate('app.security.sessions.signOutOthers')}
            </Button>
          </Box>
        </>
      )}
    </SectionCard>
  );
}
