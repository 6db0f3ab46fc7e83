import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { SectionCard } from '../../../components/SectionCard';
import type { Domain } from '../../../dataProvider/calls/certificates';
import { useCall } from '../../../dataProvider/useCall';
import { certificateImportSchema, certificateMessages } from '../../../rules/schemas/certificate';
import { submissionErrors } from '../../bolts/billing/fieldError';
import { zodValidate } from '../../zodValidate';
import { FormActions } from '../../../components/forms/FormActions';

/** The certificate and its key are needed, the chain optional; the API checks the PEMs themselves (422 per field). */
const importForm = certificateImportSchema.pick({ certificate: true, privateKey: true, chain: true });
const validate = zodValidate(importForm);
const pem = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' };

/** Spec 2 §7 POST certificates: a certificate bought elsewhere, for this domain of the site; the API's reasons show under each field. */
export function ImportCertificateCard({ siteId, domain }: { siteId: string; domain: Domain }) {
  const translate = useTranslate();
  // A new form after each import, so the fields are empty for the next one.
  const [round, setRound] = useState(0);
  const upload = useCall(
    (dataProvider, values: z.infer<typeof importForm>) =>
      dataProvider.importCertificate({
        environmentId: Number(siteId),
        domainId: Number(domain.id),
        certificate: values.certificate,
        privateKey: values.privateKey,
        ...(values.chain?.trim() ? { chain: values.chain } : {}),
      }),
    { invalidates: [['siteDomains'], ['domains']], success: certificateMessages.imported, onSuccess: () => setRound((count) => count + 1) },
  );
  const submit = (values: Record<string, unknown>) => upload.mutateAsync(importForm.parse(values)).then(() => undefined, submissionErrors);
  const field = { multiline: true, minRows: 3, maxRows: 10, fullWidth: true, sx: { '& textarea': pem } };
  return (
    <SectionCard title="app.domains.import.title" icon={<UploadIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.domains.import.intro')}
      </Typography>
      <Form
        key={round}
        defaultValues={{ certificate: '', privateKey: '', chain: '' }}
        validate={validate}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <TextInput source="certificate" label="app.domains.import.certificate" placeholder="-----BEGIN CERTIFICATE-----" {...field} />
        <TextInput source="privateKey" label="app.domains.import.privateKey" placeholder="-----BEGIN PRIVATE KEY-----" {...field} />
        <TextInput source="chain" label="app.domains.import.chain" placeholder="-----BEGIN CERTIFICATE-----" {...field} />
        <FormActions>
          <SaveButton label="app.domains.import.submit" icon={<UploadIcon />} />
        </FormActions>
      </Form>
    </SectionCard>
  );
}
