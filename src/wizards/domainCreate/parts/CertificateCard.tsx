import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { certificateStatusLabel } from '../../../rules/certificates';
import type { Certificate } from '../types';
import { formatMoment } from '../../../rules/dates';

/** The completion screen's certificate (spec 2 §2.2): domain, features (Auto-renewal, type), Expires or '-', Status. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.domainCreate.complete.cardLabel')}>
      <CardContent>
        <InfoList>
          <InfoRow label="app.domainCreate.complete.domain">{certificate.domain}</InfoRow>
          <InfoRow label="app.domainCreate.complete.features">
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {certificate.autoRenew && <Chip size="small" label={translate('app.domainCreate.complete.autoRenewal')} />}
              <Chip size="small" label={translate(`app.domains.certificateTypes.${certificate.type}`)} />
            </Box>
          </InfoRow>
          <InfoRow label="app.domainCreate.complete.expires">
            {certificate.expiresAt ? formatMoment(certificate.expiresAt, 'date') : translate('app.domainCreate.complete.none')}
          </InfoRow>
          <InfoRow label="app.domainCreate.complete.status">
            <Typography component="span" sx={{ fontWeight: 650, color: certificate.status === 'ACTIVE' ? 'success.main' : 'text.primary' }}>
              {certificateStatusLabel(certificate.status)}
            </Typography>
          </InfoRow>
        </InfoList>
      </CardContent>
    </Card>
  );
}
