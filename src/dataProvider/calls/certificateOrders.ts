import type { z } from 'zod';
import type { certificateRecordSchema } from '../../rules/schemas/records/certificate';
import { callPath } from '../callPath';
import type { CallContext } from './context';

type CertificateRecord = z.input<typeof certificateRecordSchema>;

/** Staff calls of the certificate orders page (spec 1 §2 /certificate-orders) that are not CRUD. */
export const certificateOrdersCalls = (api: CallContext) => ({
  /** Spec 2 §7 POST admin/certificates/{id}/reprocess (admin): a FAILED_ order starts over. */
  reprocessCertificate: async (id: string | number) => {
    const { data } = await api.sendAsIs<{ data: CertificateRecord }>('POST', callPath`admin/certificates/${id}/reprocess`);
    return { id: data.id, ...data.attributes };
  },
});
