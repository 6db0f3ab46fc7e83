import { Alert, AlertTitle, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import type { HttpErrorBody } from '../../../dataProvider/errorBody';
import { apiCall } from '../../../dataProvider/send';
import { siteListPath, sitePath } from '../sitePaths';
import { siteNameError } from '../siteName';
import { SiteLimit } from './SiteLimit';

interface Created {
  data: { id: string; attributes: { title: string } };
}

interface Refusal {
  title?: string;
  detail: string;
}

/** The API's first error as it gives it (spec 1 §8), e.g. the plan's site limit. */
function refusalOf(failure: unknown, fallback: string): Refusal {
  const first = failure instanceof HttpError ? (failure.body as HttpErrorBody | null)?.jsonapi?.errors?.[0] : undefined;
  if (first?.detail) return { title: first.title, detail: first.detail };
  return { detail: failure instanceof Error ? failure.message : fallback };
}

/**
 * A new site in a Bolt ({boltId}/environments/create): its name, checked by the spec 2 §5 rules
 * as it is typed; POST environments?bolt={boltId}. The API's refusal (the plan's site limit) is
 * shown as it says it.
 */
export default function SiteCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { boltId = '' } = useParams();
  const { data: bolt } = useGetOne<{ id: string; name?: string }>('bolts', { id: boltId });
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const error = touched ? siteNameError(title) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (siteNameError(title) || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { data } = await apiCall<Created>('POST', `environments?bolt=${boltId}`, { data: { type: 'environments', attributes: { title: title.trim() } } });
      // Spec 1 §7: a change clears cached Bolt and site data (site lists, the Bolt's site count).
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['environments'] }), queryClient.invalidateQueries({ queryKey: ['bolts'] })]);
      notify('app.sites.notifications.created', { type: 'success', messageArgs: { title: data.attributes.title } });
      navigate(sitePath(boltId, data.id));
    } catch (failure) {
      setRefusal(refusalOf(failure, translate('app.sites.create.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Breadcrumbs boltId={boltId} boltName={bolt?.name} />
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.routes.boltSiteCreate')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.sites.create.intro')}
      </Typography>
      <SiteLimit boltId={boltId} />
      <Card>
        <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
          {refusal && (
            <Alert severity="error">
              {refusal.title && <AlertTitle>{refusal.title}</AlertTitle>}
              {refusal.detail}
            </Alert>
          )}
          <TextField
            autoFocus
            required
            label={translate('app.sites.create.title')}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setTouched(true);
            }}
            error={Boolean(error)}
            helperText={error ?? translate('app.sites.rename.hint')}
          />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button component={Link} to={siteListPath(boltId)}>
              {translate('app.sites.create.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('app.sites.create.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
