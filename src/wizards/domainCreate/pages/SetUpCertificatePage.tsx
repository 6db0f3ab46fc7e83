import { CertificatePage } from './CertificatePage';

/** {boltId}/environments/{envId}/domains/{name}/set-up-certificate/{domainId} (spec 2 §2). */
export default function SetUpCertificatePage() {
  return <CertificatePage entry="certificate" />;
}
