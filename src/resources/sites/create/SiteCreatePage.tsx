import AddIcon from '@mui/icons-material/Add';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CreateBase, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { jsonapiOf, type HttpErrorBody } from '../../../dataProvider/errorBody';
import { environmentCreateSchema, type EnvironmentCreateInput } from '../../../rules/schemas/environment';
import { zodValidate } from '../../zodValidate';
import { siteListPath, sitePath } from '../sitePaths';
import type { SiteRecord } from '../useSite';
import { wasWritten } from '../useSiteUpdate';
import { SiteLimit } from './SiteLimit';
import { FormActions } from '../../../components/forms/FormActions';

const validate = zodValidate(environmentCreateSchema);

interface Refusal {
  title?: string;
  detail: string;
}

/**
 * A refusal that belongs to no field (the plan's site limit), as the API gives it (spec 1 §8);
 * null when the form shows the API's messages next to their fields instead.
 */
function refusalOf(failure: Error & { body?: unknown }): Refusal | null {
  if ((failure.body as HttpErrorBody | undefined)?.errors) return null;
  const first = jsonapiOf(failure.body)?.errors?.[0];
  return first?.detail ? { title: first.title, detail: first.detail } : { detail: failure.message };
}

/**
 * A new site in a Bolt ({boltId}/environments/create): react-admin's create of `environments`
 * (POST environments?bolt={boltId}) with the API's own schema, whose spec 2 §5 name rules show as
 * the name is typed. The API's refusal (the plan's site limit) is shown as it says it.
 */
export default function SiteCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { boltId = '' } = useParams();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const created = async (site: SiteRecord) => {
    if (!wasWritten(site)) return;
    // Spec 1 §7: a change clears cached Bolt and site data (site lists, the Bolt's site count).
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['environments'] }), queryClient.invalidateQueries({ queryKey: ['bolts'] })]);
    notify('app.sites.notifications.created', { type: 'success', messageArgs: { title: site.title } });
    navigate(sitePath(boltId, site.id));
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Breadcrumbs boltId={boltId} />
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.routes.boltSiteCreate')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.sites.create.intro')}
      </Typography>
      <SiteLimit boltId={boltId} />
      <CreateBase<SiteRecord>
        resource="environments"
        transform={(data) => ({ title: String(data.title ?? '').trim() }) as Partial<SiteRecord>}
        mutationOptions={{
          meta: { newInBolt: boltId },
          onMutate: () => setRefusal(null),
          onSuccess: created,
          onError: (failure) => setRefusal(refusalOf(failure as Error)),
        }}
      >
        <Card>
          <Form<EnvironmentCreateInput> validate={validate} mode="onChange" defaultValues={{ title: '' }} disableInvalidFormNotification>
            <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
              {refusal && (
                <Alert severity="error">
                  {refusal.title && <AlertTitle>{refusal.title}</AlertTitle>}
                  {refusal.detail}
                </Alert>
              )}
              <TextInput source="title" autoFocus label="app.sites.create.title" helperText="app.sites.rename.hint" margin="none" />
              <FormActions>
                <SaveButton label="app.sites.create.submit" icon={<AddIcon />} />
                <Button component={Link} to={siteListPath(boltId)}>
                  {translate('app.sites.create.cancel')}
                </Button>
              </FormActions>
            </CardContent>
          </Form>
        </Card>
      </CreateBase>
    </Box>
  );
}
