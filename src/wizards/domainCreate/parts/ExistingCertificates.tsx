import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { certificateStatusLabel } from '../../../rules/certificates';
import type { Certificate } from '../types';
import { formatMoment } from '../../../rules/dates';

export interface ExistingCertificatesProps {
  certificates: Certificate[];
  disabled: boolean;
  onUse: (id: string) => void;
}

/** The domain's certificates to choose from (spec 2 §2.2; failed orders are left out before they get here). */
export function ExistingCertificates({ certificates, disabled, onUse }: ExistingCertificatesProps) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="ul"
      aria-label={translate('app.domainCreate.certificate.existingLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {certificates.map((certificate, index) => (
        <Box
          component="li"
          key={certificate.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
              {translate(`app.domains.certificateTypes.${certificate.type}`)} · {certificate.domain}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {certificate.expiresAt
                ? translate('app.domainCreate.certificate.expires', { date: formatMoment(certificate.expiresAt, 'date') })
                : translate('app.domainCreate.certificate.noExpiry')}
            </Typography>
          </Box>
          <Chip size="small" label={certificateStatusLabel(certificate.status)} color={certificate.status === 'ACTIVE' ? 'success' : 'default'} />
          <Button variant="outlined" onClick={() => onUse(certificate.id)} disabled={disabled}>
            {translate('app.domainCreate.certificate.use')}
          </Button>
        </Box>
      ))}
    </Paper>
  );
}
