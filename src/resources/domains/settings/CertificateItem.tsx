import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Certificate } from '../../../dataProvider/calls/certificates';
import { certificatePhase, certificateStatusLabel } from '../../../rules/certificates';
import { certificateActions } from '../domainRules';
import { PHASE_COLOURS } from '../CertificateTag';
import { formatMoment } from '../../../rules/dates';

interface CertificateItemProps {
  certificate: Certificate;
  domainId: number;
  busy: boolean;
  onLink: () => void;
  onUnlink: () => void;
  onRenew: () => void;
  onDelete: () => void;
}

/** One certificate covering the domain: type, status (spec 1 §4 labels), expiry, auto-renewal and what can be done with it. */
export function CertificateItem({ certificate, domainId, busy, onLink, onUnlink, onRenew, onDelete }: CertificateItemProps) {
  const translate = useTranslate();
  const actions = certificateActions(certificate, domainId);
  const linked = certificate.domainId === domainId;
  const fact = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1.5,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{translate(`app.domains.certificateTypes.${certificate.type}`)}</Typography>
          <Chip size="small" color={PHASE_COLOURS[certificatePhase(certificate.status)]} label={certificateStatusLabel(certificate.status)} />
          {linked && <Chip size="small" variant="outlined" color="primary" label={translate('app.domains.certificates.linked')} />}
          {certificate.isWildcard && <Chip size="small" variant="outlined" label={translate('app.domains.certificates.wildcard')} />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {certificate.domain}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 3 }}>
        {fact('app.domains.certificates.expires', certificate.expiresAt ? formatMoment(certificate.expiresAt, 'date') : '-')}
        {fact(
          'app.domains.certificates.autoRenew',
          translate(certificate.autoRenew ? 'app.domains.certificates.on' : 'app.domains.certificates.off'),
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.link && (
          <Button size="small" variant="contained" disabled={busy} onClick={onLink}>
            {translate('app.domains.certificates.link')}
          </Button>
        )}
        {actions.unlink && (
          <Button size="small" variant="outlined" disabled={busy} onClick={onUnlink}>
            {translate('app.domains.certificates.unlink')}
          </Button>
        )}
        {actions.renew && (
          <Button size="small" variant="outlined" disabled={busy} onClick={onRenew}>
            {translate('app.domains.certificates.renew')}
          </Button>
        )}
        {actions.delete && (
          <Button size="small" color="error" disabled={busy} onClick={onDelete}>
            {translate('app.domains.certificates.delete')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
