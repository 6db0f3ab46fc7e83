import type { Certificate, CertificateOrder, Domain, ProvisioningOrder } from '../../dataProvider/calls/certificates';
import type { CdnOrderType } from '../../rules/certificates';
import type { CertificateChoice } from './certificateOptions';
import type { DnsRow, SiteTarget } from './dnsCheck';

/** What the add-domain wizard keeps of a certificate (spec 2 §3): the record as GET certificates/{id} answers it. */
export type { Certificate, DnsRow, SiteTarget };

/** Where a run starts: the wizard from the name, or the certificate steps of a domain that exists. */
export type DomainCreateEntry = 'wizard' | 'certificate' | 'order';

export interface DomainCreateInput {
  entry: DomainCreateEntry;
  siteId: string;
  environmentName: string;
  target: SiteTarget;
  /** The domain the certificate pages set up (entries certificate and order). */
  domain?: Pick<Domain, 'id' | 'name' | 'cdn'>;
}

/**
 * Spec 2 §2.2 wizard state (name, www, environmentName, dnsCheck, domainId, certificateType,
 * certificateInfo, sslSkipped, customerId) and what the steps need besides.
 */
export interface DomainCreateContext {
  entry: DomainCreateEntry;
  siteId: string;
  environmentName: string;
  target: SiteTarget;
  name: string;
  /** 'Automatically add www when eligible' (default on); only an apex name gets its www twin. */
  www: boolean;
  dnsCheck: DnsRow[];
  domainId: number | null;
  /** The provider's CDN is already set up for the domain ('Setup Complete'). */
  cdnEnabled: boolean;
  /** The domain's certificates to choose from (FAILED_ orders left out); null until loaded. */
  certificates: Certificate[] | null;
  /** The option chosen (a new certificate or CDN order), or an existing certificate's type. */
  certificateType: CertificateChoice | Certificate['type'] | null;
  certificateInfo: Certificate | null;
  /** The provisioning order placed for acd or sbcdn. */
  cdnOrderId: number | null;
  sslSkipped: boolean;
  /** The account the CDN order belongs to, which the CDN wizard continues for. */
  customerId: number | null;
  /** The current step's failure (spec 2 §8 texts); '' when the call got no answer of its own. */
  error: string | null;
  /** Installation: why polling stopped (a failed read). */
  pollError: string | null;
  /** Installation: why 'DNS challenge completed' failed. */
  challengeError: string | null;
}

export interface CreateDomainRequest {
  siteId: string;
  name: string;
  www: boolean;
}

export interface DeleteDomainRequest {
  siteId: string;
  domainId: number;
  /** The www twin the wizard added with the name, which goes too. */
  alsoNamed: string | null;
}

export interface OrderRequest extends CertificateOrder {
  checkout: boolean;
}

export interface CdnOrderRequest {
  type: CdnOrderType;
  domainId: number;
  checkout: boolean;
}

export interface LinkRequest {
  siteId: string;
  domainId: number;
  certificateId: string;
}

/** A step's answers: the records the calls give back. */
export type { Domain, ProvisioningOrder };

export type DomainCreateEvent =
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'WWW_CHANGED'; value: boolean }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'TEST' }
  | { type: 'SKIP' }
  | { type: 'RETRY' }
  | { type: 'CHOOSE'; choice: CertificateChoice }
  | { type: 'USE_EXISTING'; certificateId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CHALLENGE_COMPLETED' }
  | { type: 'GO_BACK' }
  | { type: 'QUIT_AND_DELETE' };

/** What the running wizard tells the page: a success text to toast, a CDN order to continue in the CDN wizard. */
export type DomainCreateEmitted =
  { type: 'notice'; message: string } | { type: 'failure'; message: string } | { type: 'cdnOrdered'; orderId: number; domainId: number };
