import { Alert, Link } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { jsonapiOf } from '../../dataProvider/errorBody';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { firstErrorCode } from '../../rules/errorText';
import { FEEDBACK_NOT_CONFIGURED, securityMessages } from '../../rules/security';
import { HandOffPage } from './HandOffPage';
import { Waiting } from './Waiting';

/**
 * /sso/canny (signed in): the feedback board's login page, as Canny's documented SSO redirect
 * works. Canny sends the person here with `companyID` and `redirect`; GET sso/canny signs a token
 * for them and names Canny's address that signs them in and opens `redirect`, where this page goes.
 */
export default function CannySsoPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const query = { companyID: params.get('companyID') ?? undefined, redirect: params.get('redirect') ?? undefined };
  const sso = usePanelQuery(['sso', 'canny', query], (dataProvider) => dataProvider.cannySso(query));
  const target = sso.data?.redirectUrl;

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  if (!sso.error)
    return (
      <HandOffPage title="app.routes.ssoCanny">
        <Waiting text={translate('app.accountLinks.feedbackSigningIn')} />
      </HandOffPage>
    );
  const notConfigured = firstErrorCode(jsonapiOf((sso.error as { body?: unknown }).body)) === FEEDBACK_NOT_CONFIGURED;
  return (
    <HandOffPage title="app.routes.ssoCanny">
      {notConfigured ? (
        <Alert severity="info">{securityMessages.feedbackNotConfigured}</Alert>
      ) : (
        <LoadError title="app.accountLinks.feedbackFailed" error={sso.error} onRetry={() => sso.refetch()} />
      )}
      <Link component={RouterLink} to="/" sx={{ justifySelf: 'center' }}>
        {translate('app.accountLinks.toDashboard')}
      </Link>
    </HandOffPage>
  );
}
