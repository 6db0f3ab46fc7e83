import { Skeleton } from '@mui/material';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { siteKey } from '../../../resources/sites/siteQueries';
import { SitePageHeader } from '../../../resources/sites/SitePageHeader';
import { sitePath } from '../../../resources/sites/sitePaths';
import { useSite } from '../../../resources/sites/useSite';
import { useProvidedMachine } from '../actors';
import { DomainCreateActor } from '../DomainCreateActor';
import { domainCreateMachine } from '../machine';
import { siteInput } from '../siteInput';
import { CertificateSteps } from './CertificateSteps';

const TITLES = { certificate: 'app.routes.domainSetUpCertificate', order: 'app.routes.domainOrderSsl' } as const;

/**
 * {name}/set-up-certificate/{domainId} (entry certificate: an existing certificate, a new one, or
 * skip) and {name}/create-order-ssl/{domainId} (entry order: a new one): the wizard's certificate
 * steps for a domain of the site.
 */
export function CertificatePage({ entry }: { entry: 'certificate' | 'order' }) {
  const { boltId, envId, data: site } = useSite();
  const { name = '', domainId = '' } = useParams<{ name: string; domainId: string }>();
  const domain = usePanelQuery(siteKey(envId, 'domains', domainId), (dataProvider) => dataProvider.siteDomain(envId, domainId));
  const logic = useProvidedMachine(domainCreateMachine);
  const settings = sitePath(boltId, envId, `domains/settings/${encodeURIComponent(name)}/${encodeURIComponent(domainId)}`);
  return (
    <>
      <SitePageHeader boltId={boltId} envId={envId} site={site} title={TITLES[entry]} />
      {domain.error ? (
        <LoadError title="app.domains.detail.loadFailed" error={domain.error} onRetry={() => domain.refetch()} />
      ) : !domain.data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <DomainCreateActor.Provider logic={logic} options={{ input: { ...siteInput(entry, envId, site), domain: domain.data } }}>
          <CertificateSteps finishTo={settings} />
        </DomainCreateActor.Provider>
      )}
    </>
  );
}
