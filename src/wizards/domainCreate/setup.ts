import { assign, emit, fromPromise, setup } from 'xstate';
import type { Answer } from '../../dataProvider/calls/context';
import { isCertificateSettled } from '../../rules/certificates';
import { namesToAdd } from '../../rules/domains';
import { domainName } from '../../rules/schemas/domain';
import { isCdnChoice, type CertificateChoice } from './certificateOptions';
import { allRowsActive, type DnsRow, type SiteTarget } from './dnsCheck';
import { firstErrorDetail } from './errors';
import type {
  CdnOrderRequest,
  Certificate,
  CreateDomainRequest,
  DeleteDomainRequest,
  Domain,
  DomainCreateContext,
  DomainCreateEmitted,
  DomainCreateEvent,
  DomainCreateInput,
  LinkRequest,
  OrderRequest,
  ProvisioningOrder,
} from './types';

/** The calls are I/O: the page provides them with machine.provide({actors}), tests provide fakes. */
const provided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`The ${name} call is provided by the page.`)));

/** The names the wizard adds: the name, and its www twin when the box is ticked and the name is an apex. */
export const namesOf = (context: Pick<DomainCreateContext, 'name' | 'www'>) => namesToAdd(context.name, context.www);

/** The domain a run starts from: nothing yet in the wizard; the page's domain on the certificate pages. */
export function initialContext(input: DomainCreateInput): DomainCreateContext {
  return {
    entry: input.entry,
    siteId: input.siteId,
    environmentName: input.environmentName,
    target: input.target,
    name: input.domain?.name ?? '',
    www: input.domain ? false : true,
    dnsCheck: [],
    domainId: input.domain ? Number(input.domain.id) : null,
    cdnEnabled: input.domain?.cdn.enabled ?? false,
    certificates: null,
    certificateType: null,
    certificateInfo: null,
    cdnOrderId: null,
    sslSkipped: false,
    customerId: null,
    error: null,
    pollError: null,
    challengeError: null,
  };
}

/**
 * The add-domain wizard's types, calls, guards and actions (spec 2 §2.2); machine.ts lays out its
 * steps and formMachine.ts the one-page form. Every "Next only when …" rule is a named guard here.
 */
export const domainCreateSetup = setup({
  types: {
    context: {} as DomainCreateContext,
    events: {} as DomainCreateEvent,
    input: {} as DomainCreateInput,
    emitted: {} as DomainCreateEmitted,
  },
  actors: {
    checkDns: provided<DnsRow[], { names: string[]; target: SiteTarget }>('POST dns/validate'),
    createDomain: provided<Domain, CreateDomainRequest>('POST environments/{id}/domains'),
    deleteDomain: provided<void, DeleteDomainRequest>('DELETE environments/{id}/domains/{domainId}'),
    loadCertificates: provided<Certificate[], { siteId: string; domainId: number }>('GET environments/{id}/domains/{domainId}/certificates'),
    linkCertificate: provided<Domain, LinkRequest>('POST environments/{id}/domains/{domainId}/link/certificate/{certId}'),
    orderCertificate: provided<Answer<Certificate>, OrderRequest>('POST certificates/order'),
    orderCdn: provided<ProvisioningOrder, CdnOrderRequest>('POST provisioning/cdn-order'),
    fetchCertificate: provided<Certificate, { id: string }>('GET certificates/{id}'),
    /**
     * The wait between two reads of the order. An invoked actor rather than a delayed transition:
     * a saved snapshot keeps an actor under way (it starts again on resume), not a pending timer.
     */
    pause: fromPromise<void, { ms: number }>(
      ({ input, signal }) =>
        new Promise((resolve) => {
          const timer = setTimeout(resolve, input.ms);
          signal.addEventListener('abort', () => clearTimeout(timer));
        }),
    ),
    completeChallenge: provided<Answer<Certificate>, { id: string }>('PUT certificates/{id}/dns-challenge-completed'),
  },
  guards: {
    hasValidName: ({ context }) => domainName.safeParse(context.name).success,
    // Once the domain is added its name and www stay as they were added.
    notCreated: ({ context }) => context.domainId === null,
    isCreated: ({ context }) => context.domainId !== null,
    allActive: ({ context }) => allRowsActive(context.dnsCheck),
    inWizard: ({ context }) => context.entry === 'wizard',
    listsExisting: ({ context }) => context.entry !== 'order',
    // Spec 2 §2.2: the provider's CDN shows 'Setup Complete' and is disabled once set up.
    choosable: ({ context, event }) => event.type !== 'CHOOSE' || event.choice !== 'sbcdn' || !context.cdnEnabled,
    ordersCdn: ({ context }) => isCdnChoice(context.certificateType),
    sslWasSkipped: ({ context }) => context.sslSkipped,
    certificateSettled: ({ context }) => isCertificateSettled(context.certificateInfo?.status ?? ''),
    certificateActive: ({ context }) => context.certificateInfo?.status === 'ACTIVE',
    certificateFailed: ({ context }) => (context.certificateInfo?.status ?? '').startsWith('FAILED_'),
    awaitingChallenge: ({ context }) => context.certificateInfo?.status === 'AWAITING_CHALLENGE',
  },
  actions: {
    setError: assign({ error: (_, params: { error: unknown }) => firstErrorDetail(params.error) }),
    clearError: assign({ error: null }),
    setDomain: assign((_, params: { domain: Domain }) => ({ domainId: Number(params.domain.id), cdnEnabled: params.domain.cdn.enabled })),
    // The name as it is added: lower case, without the root's dot.
    normaliseName: assign({ name: ({ context }) => domainName.parse(context.name) }),
    choose: assign({ certificateType: (_, params: { choice: CertificateChoice }) => params.choice }),
    setRows: assign({ dnsCheck: (_, params: { rows: DnsRow[] }) => params.rows }),
    // A success text of the API (spec 2 §8 meta.message) for the page to toast.
    notify: emit((_, params: { message: string | undefined }) => ({ type: 'notice' as const, message: params.message ?? '' })),
  },
});

/** An invoked call's failure: the step shows its first error detail (spec 2 §8). */
export const failure = (target: string) => ({
  target,
  actions: { type: 'setError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
});

/** Adding the domain (spec 2 §4 domain creation: loading, then success or failure). */
export const creating = (onDone: string, onError: string) =>
  ({
    tags: ['busy', 'committing'],
    entry: 'clearError',
    invoke: {
      src: 'createDomain',
      input: ({ context }: { context: DomainCreateContext }) => ({
        siteId: context.siteId,
        name: context.name,
        www: namesOf(context).length > 1,
      }),
      onDone: {
        target: onDone,
        actions: { type: 'setDomain' as const, params: ({ event }: { event: { output: Domain } }) => ({ domain: event.output }) },
      },
      onError: failure(onError),
    },
  }) as const;

/** 'Test and verify': every row checked against the site (spec 2 §2.2). */
export const checking = (onDone: string) =>
  ({
    tags: 'busy',
    entry: 'clearError',
    invoke: {
      src: 'checkDns',
      input: ({ context }: { context: DomainCreateContext }) => ({ names: namesOf(context), target: context.target }),
      onDone: {
        target: onDone,
        actions: { type: 'setRows' as const, params: ({ event }: { event: { output: DnsRow[] } }) => ({ rows: event.output }) },
      },
      onError: failure(onDone),
    },
  }) as const;
