import type { z } from 'zod';
import type { CdnOrderType } from '../../rules/certificates';
import type { certificateRecordSchema } from '../../rules/schemas/records/certificate';
import type { DnsValidationDocument } from '../../rules/schemas/records/dnsValidation';
import type { Flat } from '../../rules/schemas/records/document';
import type { domainRecordSchema } from '../../rules/schemas/records/domain';
import type { provisioningOrderRecordSchema } from '../../rules/schemas/records/provisioning';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type Answer, type CallContext } from './context';

/** Spec 2 §3 Certificate as the panel holds it (dates as ISO strings). */
export type Certificate = Flat<z.input<typeof certificateRecordSchema>>;
/** Spec 2 §3 Domain as the panel holds it. */
export type Domain = Flat<z.input<typeof domainRecordSchema>>;
/** A provisioning (CDN) order as the panel holds it. */
export type ProvisioningOrder = Flat<z.input<typeof provisioningOrderRecordSchema>>;

/** The certificate types POST certificates/order takes (EXTERNAL ones are imported, not ordered). */
export type OrderableCertificateType = Exclude<Certificate['type'], 'EXTERNAL'>;

export interface CertificateOrder {
  type: OrderableCertificateType;
  isWildcard: boolean;
  domainId: number;
  domain: string;
}

export interface CertificateImport {
  environmentId: number;
  domainId: number | null;
  certificate: string;
  privateKey: string;
  chain?: string;
}

/** POST dns/validate: one record to look up (spec 2 §2.2 DNS check). */
export interface DnsRecordCheck {
  recordName: string;
  recordValue: string;
  recordType: 'A' | 'CNAME';
}

/** Its answer: whether the record points where it should, and the server's words when it does not. */
export interface DnsValidation {
  isActive: boolean;
  message: string | null;
}

/** Paying calls carry an Idempotency-Key, so a retried order never charges twice. */
const PAYING = { idempotent: true };

const certificateOf = (record: ApiRecord) => fromApi<Certificate>(record);
/** A write's record with its `meta.message`, the success text (spec 2 §8) useCall toasts. */
const said = <T>(body: Answer<ApiRecord>, of: (record: ApiRecord) => T): Answer<T> => ({ data: of(body.data), meta: body.meta });
const domainLink = (siteId: string | number, domainId: string | number, certificateId: string | number, action: 'link' | 'unlink') =>
  callPath`environments/${siteId}/domains/${domainId}/${action}/certificate/${certificateId}`;

/** Calls of certificates, the DNS check and CDN orders (spec 2 §7): typed methods of the data provider. */
export const certificatesCalls = (api: CallContext) => ({
  /**
   * Spec 2 §7 POST certificates/order?checkout=0|1: orders a certificate for a domain. Paid types
   * (Sectigo) need `checkout` (paid and ordered together, or neither).
   */
  orderCertificate: async (order: CertificateOrder, checkout: boolean) =>
    said(
      await api.send<Answer<ApiRecord>>('POST', `certificates/order?checkout=${checkout ? 1 : 0}`, writeBody('certificates', { ...order }), PAYING),
      certificateOf,
    ),

  /** Spec 2 §7 GET certificates/{id}: the order as it stands (the Installation step polls it, spec 2 §4). */
  certificate: async (id: string | number) => certificateOf((await api.send<{ data: ApiRecord }>('GET', callPath`certificates/${id}`)).data),

  /** GET environments/{id}/domains/{domainId}/certificates: the site's certificates covering the domain, newest first. */
  domainCertificates: async (siteId: string | number, domainId: string | number) =>
    (await api.send<{ data: ApiRecord[] }>('GET', callPath`environments/${siteId}/domains/${domainId}/certificates`)).data.map(certificateOf),

  /** Spec 2 §7 PUT certificates/{id}/renewal: orders the certificate again (status RENEWAL). */
  renewCertificate: async (id: string | number) =>
    said(await api.send<Answer<ApiRecord>>('PUT', callPath`certificates/${id}/renewal`), certificateOf),

  /** Spec 2 §7 PUT certificates/{id}/dns-challenge-completed: asks the authority to check the records ('verifying your DNS records please wait'). */
  dnsChallengeCompleted: async (id: string | number) =>
    said(await api.send<Answer<ApiRecord>>('PUT', callPath`certificates/${id}/dns-challenge-completed`), certificateOf),

  /** Spec 2 §7 POST certificates: imports a certificate with its key (type EXTERNAL); a 422 names the bad field. */
  importCertificate: async (upload: CertificateImport) =>
    said(await api.send<Answer<ApiRecord>>('POST', 'certificates', writeBody('certificates', { ...upload })), certificateOf),

  /** Spec 2 §7 DELETE certificates/{id} (204); refused while the certificate is linked to a domain. */
  deleteCertificate: async (id: string | number) => {
    await api.send('DELETE', callPath`certificates/${id}`);
  },

  /** Spec 2 §7 POST environments/{id}/domains/{domainId}/link/certificate/{certId}: the domain serves this certificate. */
  linkCertificate: async (siteId: string | number, domainId: string | number, certificateId: string | number) =>
    fromApi<Domain>((await api.send<{ data: ApiRecord }>('POST', domainLink(siteId, domainId, certificateId, 'link'))).data),

  /** Spec 2 §7 POST …/unlink/certificate/{certId}: the domain no longer serves it. */
  unlinkCertificate: async (siteId: string | number, domainId: string | number, certificateId: string | number) =>
    fromApi<Domain>((await api.send<{ data: ApiRecord }>('POST', domainLink(siteId, domainId, certificateId, 'unlink'))).data),

  /** Spec 2 §7 POST dns/validate: whether a record of the name points at the value. */
  validateDns: async (check: DnsRecordCheck): Promise<DnsValidation> => {
    const body = await api.send<DnsValidationDocument>('POST', 'dns/validate', writeBody('dns-validations', { ...check }));
    return { isActive: body.data.attributes.isActive, message: body.data.attributes.message };
  },

  /**
   * Spec 2 §7 POST provisioning/cdn-order?checkout=0|1: orders Accelerated Domains (paid, `checkout`)
   * or the provider's CDN for a domain; the CDN wizard takes the order from there.
   */
  orderCdn: async (type: CdnOrderType, domainId: number, checkout: boolean) =>
    fromApi<ProvisioningOrder>(
      (
        await api.send<{ data: ApiRecord }>(
          'POST',
          `provisioning/cdn-order?checkout=${checkout ? 1 : 0}`,
          writeBody('provisioning-orders', { type, domain: domainId }),
          PAYING,
        )
      ).data,
    ),
});
