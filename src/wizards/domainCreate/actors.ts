import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { fromPromise } from 'xstate';
import type { Answer } from '../../dataProvider/calls/context';
import type { PanelDataProvider } from '../../dataProvider';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { checkDnsRows, type DnsRow, type SiteTarget } from './dnsCheck';
import type {
  CdnOrderRequest,
  Certificate,
  CreateDomainRequest,
  DeleteDomainRequest,
  Domain,
  LinkRequest,
  OrderRequest,
  ProvisioningOrder,
} from './types';

/** The auth provider's checkError: 401 → sign-in and back; 403001/403002 → blocked. */
type CheckError = (error: unknown) => Promise<unknown>;

/**
 * The machines' calls, each a typed method of the data provider. A failure passes checkError and
 * still fails the call, so the step stays where it was with the error (spec 2 §8).
 */
export function domainCreateActors(dataProvider: PanelDataProvider, checkError: CheckError) {
  const checked = <T>(call: Promise<T>) =>
    call.catch(async (error: unknown) => {
      await checkError(error);
      throw error;
    });
  return {
    checkDns: fromPromise<DnsRow[], { names: string[]; target: SiteTarget }>(({ input }) =>
      checkDnsRows(input.names, input.target, (check) => checked(dataProvider.validateDns(check))),
    ),
    createDomain: fromPromise<Domain, CreateDomainRequest>(({ input }) => checked(dataProvider.addDomain(input.siteId, input.name, input.www))),
    // The www twin was added with the name, so it goes with it.
    deleteDomain: fromPromise<void, DeleteDomainRequest>(async ({ input }) => {
      await checked(dataProvider.deleteDomain(input.siteId, input.domainId));
      const twin = input.alsoNamed ? await checked(dataProvider.siteDomainNamed(input.siteId, input.alsoNamed)) : null;
      if (twin) await checked(dataProvider.deleteDomain(input.siteId, twin.id));
    }),
    loadCertificates: fromPromise<Certificate[], { siteId: string; domainId: number }>(({ input }) =>
      checked(dataProvider.domainCertificates(input.siteId, input.domainId)),
    ),
    linkCertificate: fromPromise<Domain, LinkRequest>(({ input }) =>
      checked(dataProvider.linkCertificate(input.siteId, input.domainId, input.certificateId)),
    ),
    orderCertificate: fromPromise<Answer<Certificate>, OrderRequest>(({ input: { checkout, ...order } }) =>
      checked(dataProvider.orderCertificate(order, checkout)),
    ),
    orderCdn: fromPromise<ProvisioningOrder, CdnOrderRequest>(({ input }) =>
      checked(dataProvider.orderCdn(input.type, input.domainId, input.checkout)),
    ),
    fetchCertificate: fromPromise<Certificate, { id: string }>(({ input }) => checked(dataProvider.certificate(input.id))),
    completeChallenge: fromPromise<Answer<Certificate>, { id: string }>(({ input }) => checked(dataProvider.dnsChallengeCompleted(input.id))),
  };
}

/**
 * A machine of this folder with the data provider's calls, made once. The provider is the unwrapped
 * one with checkError applied by the actors: react-admin's wrapper would turn a 401 into an empty
 * answer, and the machine would move on with it instead of staying where it failed.
 */
export function useProvidedMachine<M extends { provide: (implementations: { actors: ReturnType<typeof domainCreateActors> }) => M }>(machine: M) {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The actor is made once; the ref lets its calls use the hook's latest function.
  const checkError = useRef(logoutIfAccessDenied);
  checkError.current = logoutIfAccessDenied;
  const [logic] = useState(() => machine.provide({ actors: domainCreateActors(dataProvider, (error) => checkError.current(error)) }));
  return logic;
}
