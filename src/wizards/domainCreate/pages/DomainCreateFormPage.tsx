import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormActions } from '../../../components/forms/FormActions';
import { LoadError } from '../../../components/LoadError';
import { SitePageHeader } from '../../../resources/sites/SitePageHeader';
import { sitePath } from '../../../resources/sites/sitePaths';
import { useSite, type SiteRecord } from '../../../resources/sites/useSite';
import { useProvidedMachine } from '../actors';
import { domainFormMachine } from '../formMachine';
import { DnsTable } from '../parts/DnsTable';
import { DomainFields, validateDomainFields } from '../parts/DomainFields';
import { TargetRecords } from '../parts/TargetRecords';
import { siteInput } from '../siteInput';

/**
 * {boltId}/environments/{envId}/domains/create-form: the wizard's first steps on one page (name,
 * www, the DNS check, adding the domain); then the domain's certificate is set up.
 */
export default function DomainCreateFormPage() {
  const translate = useTranslate();
  const { boltId, envId, data: site, error, refetch } = useSite();
  return (
    <>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title="app.routes.domainCreateForm">
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.domainCreate.form.intro')}{' '}
          <Link component={RouterLink} to={sitePath(boltId, envId, 'domains/create')}>
            {translate('app.domainCreate.form.guided')}
          </Link>
        </Typography>
      </SitePageHeader>
      {error ? (
        <LoadError title="app.domainCreate.loadSiteFailed" error={error} onRetry={() => refetch()} />
      ) : site ? (
        <DomainForm boltId={boltId} envId={envId} site={site} />
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </>
  );
}

/** The form itself, once the site's addresses (which the DNS check needs) are known. */
function DomainForm({ boltId, envId, site }: { boltId: string; envId: string; site: SiteRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const logic = useProvidedMachine(domainFormMachine);
  const actor = useActorRef(logic, { input: siteInput('wizard', envId, site) });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const canAdd = useSelector(actor, (snapshot) => snapshot.can({ type: 'NEXT' }));
  const onName = useCallback((value: string) => actor.send({ type: 'NAME_CHANGED', value }), [actor]);
  const onWww = useCallback((value: boolean) => actor.send({ type: 'WWW_CHANGED', value }), [actor]);

  useEffect(() => {
    if (state !== 'created' || context.domainId === null) return;
    notify('app.domainCreate.creation.success', { type: 'success', messageArgs: { name: context.name, site: site.title } });
    navigate(sitePath(boltId, envId, `domains/${encodeURIComponent(context.name)}/set-up-certificate/${context.domainId}`));
  }, [state, context.domainId, context.name, site.title, boltId, envId, notify, navigate]);

  const busy = state !== 'editing';
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Form
          defaultValues={{ name: '', www: true }}
          validate={validateDomainFields}
          mode="onTouched"
          disableInvalidFormNotification
          onSubmit={() => actor.send({ type: 'NEXT' })}
        >
          <Stack spacing={3} sx={{ maxWidth: 720 }}>
            <DomainFields onName={onName} onWww={onWww} />
            <Box>
              <Typography component="h2" variant="h4" gutterBottom>
                {translate('app.domainCreate.dns.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.domainCreate.dns.intro')}
              </Typography>
              <TargetRecords target={context.target} />
            </Box>
            {context.dnsCheck.length > 0 && <DnsTable rows={context.dnsCheck} checking={state === 'checking'} />}
            {context.error !== null && (
              <Alert severity="error" role="alert">
                {context.error || translate('app.domainCreate.unreachable')}
              </Alert>
            )}
            <FormActions>
              <Button
                type="submit"
                variant="contained"
                disabled={!canAdd || busy}
                startIcon={state === 'creating' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {translate('app.domainCreate.form.add')}
              </Button>
              <Button
                variant="outlined"
                onClick={() => actor.send({ type: 'TEST' })}
                disabled={!canAdd || busy}
                startIcon={state === 'checking' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {translate('app.domainCreate.dns.test')}
              </Button>
              <Button component={RouterLink} to={sitePath(boltId, envId, 'domains')} color="inherit">
                {translate('app.domainCreate.form.back')}
              </Button>
            </FormActions>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
