import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';
import { useRole } from '../../layout/useRole';

/** Admins start a failed (FAILED_…) certificate order over: POST admin/certificates/{id}/reprocess (spec 2 §7). */
export function ReprocessButton() {
  const translate = useTranslate();
  const role = useRole();
  const certificate = useRecordContext<{ id: string; status: string; domain: string }>();
  const reprocess = useCall((dataProvider, id: string) => dataProvider.reprocessCertificate(id), {
    invalidates: [['certificate-orders'], ['expiring-ssl'], ['certificates']],
    success: 'resources.certificate-orders.reprocessed',
  });
  if (role !== 'admin' || !certificate?.status.startsWith('FAILED_')) return null;
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={reprocess.isPending}
      onClick={() => reprocess.mutate(certificate.id)}
      aria-label={translate('resources.certificate-orders.reprocessFor', { domain: certificate.domain })}
    >
      {translate('resources.certificate-orders.reprocess')}
    </Button>
  );
}
