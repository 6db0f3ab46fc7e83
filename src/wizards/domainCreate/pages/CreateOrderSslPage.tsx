import { CertificatePage } from './CertificatePage';

/** {boltId}/environments/{envId}/domains/{name}/create-order-ssl/{domainId} (spec 2 §2). */
export default function CreateOrderSslPage() {
  return <CertificatePage entry="order" />;
}
