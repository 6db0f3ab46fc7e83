import AddIcon from '@mui/icons-material/Add';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, ReferenceInput, SaveButton, SelectInput, useGetOne, useTranslate, type HttpError } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { useCall } from '../../dataProvider/useCall';
import { SSH_ACCESS_EXPIRY_OPTIONS } from '../../rules/sshAccess';
import type { SiteRecord } from '../sites/useSite';
import { SupportKeyInput } from '../sshKeys/SupportKeyInput';
import { validateSupportGrant, type SupportGrantValues } from './grantForm';
import { sitePagePath } from './sshAccessPaths';
import { SiteAutocompleteInput } from '../../components/SiteAutocompleteInput';
import { FormActions } from '../../components/forms/FormActions';

/**
 * Spec 1 §2 /ssh-access/create: temporary Support access to a site with one of the provider's keys
 * (the staff member's account's, GET ssh-keys) for one of spec 1 §9's expiry options (POST
 * admin/environments/{envId}/ssh-access, type staff); `?siteId=` chooses the site beforehand.
 */
export const SshAccessCreate = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const siteId = params.get('siteId') ?? '';
  const { data: site, isPending } = useGetOne<SiteRecord>('environments', { id: siteId }, { enabled: siteId !== '' });
  const grant = useCall((dataProvider, { siteId: target, ...values }: SupportGrantValues) => dataProvider.grantSupportAccess(target, values), {
    invalidates: [['ssh-access'], ['siteSshAccess']],
    success: 'app.siteAccess.granted',
  });
  // A refused grant's field messages (spec 2 §5) go back to the form to show under their fields.
  const submit = (values: Record<string, unknown>) =>
    grant.mutateAsync(values as unknown as SupportGrantValues).then(
      () => navigate(sitePagePath(String(values.siteId))),
      (error: HttpError) => error.body?.errors,
    );
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.routes.sshAccessCreate')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.sshPages.grantIntro')}
      </Typography>
      <Card>
        <CardContent>
          {siteId && isPending ? (
            <BlockSkeleton rows={3} />
          ) : (
            <Form
              defaultValues={{ siteId, sshKeyId: '', expires: '3h' }}
              validate={validateSupportGrant}
              onSubmit={submit}
              disableInvalidFormNotification
            >
              <Box sx={{ display: 'grid', gap: 1 }}>
                <SiteAutocompleteInput
                  source="siteId"
                  label="resources.ssh-access.fields.siteId"
                  initial={site ? { id: String(site.id), name: site.title } : undefined}
                />
                <ReferenceInput source="sshKeyId" reference="ssh-keys" sort={{ field: 'createdAt', order: 'DESC' }}>
                  <SupportKeyInput />
                </ReferenceInput>
                <SelectInput
                  source="expires"
                  label="app.siteAccess.expires"
                  choices={[...SSH_ACCESS_EXPIRY_OPTIONS]}
                  optionText="label"
                  translateChoice={false}
                />
                <FormActions>
                  <SaveButton label="app.sshPages.grant" icon={<AddIcon />} alwaysEnable />
                </FormActions>
              </Box>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
