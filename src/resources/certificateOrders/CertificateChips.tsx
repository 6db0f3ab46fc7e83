import { Chip } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { CertificateRecord } from '../../rules/schemas/records/certificate';
import { certificatePhase, certificateStatusLabel } from '../../rules/certificates';
import { PHASE_COLOURS } from '../domains/CertificateTag';

type Certificate = { id: string } & Pick<CertificateRecord['attributes'], 'status' | 'type'>;

/** Spec 1 §4: a certificate order's status with its label (DRAFT as Pending, ACTIVE as Ready), coloured by its phase. */
export function CertificateStatusChip() {
  const certificate = useRecordContext<Certificate>();
  if (!certificate) return null;
  const colour = certificate.status === 'DELETED' ? 'default' : PHASE_COLOURS[certificatePhase(certificate.status)];
  return <Chip size="small" variant="outlined" color={colour} label={certificateStatusLabel(certificate.status)} />;
}

/** Spec 1 §4 certificate types, NAMECHEAP as Positive SSL. */
export function CertificateTypeField() {
  const certificate = useRecordContext<Certificate>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!certificate) return null;
  return <>{translate(`resources.${resource}.types.${certificate.type}`, { _: certificate.type })}</>;
}
