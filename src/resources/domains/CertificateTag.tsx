import LockIcon from '@mui/icons-material/LockOutlined';
import NoEncryptionIcon from '@mui/icons-material/NoEncryptionGmailerrorredOutlined';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../dataProvider/calls/certificates';
import type { CertificatePhase } from '../../rules/certificates';
import { certificateTag } from './domainRules';
import { formatMoment } from '../../rules/dates';

/** Spec 2 §3 phases as colours: active done, validating and issuing under way, failed an error. */
export const PHASE_COLOURS: Record<CertificatePhase, 'success' | 'info' | 'warning' | 'error'> = {
  active: 'success',
  validating: 'info',
  issuing: 'warning',
  failed: 'error',
};

/** Spec 2 §2.1: the certificate tag with its validity date (status labels of spec 1 §4). */
export function CertificateTag({ certificates }: { certificates: Domain['certificates'] }) {
  const translate = useTranslate();
  const tag = certificateTag(certificates);
  if (!tag) return <Chip size="small" variant="outlined" icon={<NoEncryptionIcon />} label={translate('app.domains.certificate.none')} />;
  const label = tag.expiresAt
    ? translate('app.domains.certificate.until', { label: tag.label, date: formatMoment(tag.expiresAt, 'date') })
    : tag.label;
  return <Chip size="small" variant="outlined" color={PHASE_COLOURS[tag.phase]} icon={<LockIcon />} label={label} />;
}
