import { useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import type { Certificate, Domain } from '../../../dataProvider/calls/certificates';
import { useCall } from '../../../dataProvider/useCall';
import { certificateMessages } from '../../../rules/schemas/certificate';

/** What a certificate change touches: the domain (its linked certificates), every domain list and the site's certificates. */
const touched = [['siteDomains'], ['domains']] as const;

/**
 * Link, unlink, renew and delete one of a domain's certificates (spec 2 §7). Renewing and deleting
 * ask first; a refusal shows the API's error text (spec 1 §8).
 */
export function useCertificateActions(siteId: string | number, domain: Domain) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const typeName = (certificate: Certificate) => translate(`app.domains.certificateTypes.${certificate.type}`);
  const link = useCall((dataProvider, id: string) => dataProvider.linkCertificate(siteId, domain.id, id), {
    invalidates: touched,
    success: 'app.domains.certificates.linkedDone',
  });
  const unlink = useCall((dataProvider, id: string) => dataProvider.unlinkCertificate(siteId, domain.id, id), {
    invalidates: touched,
    success: 'app.domains.certificates.unlinkedDone',
  });
  const renew = useCall((dataProvider, id: string) => dataProvider.renewCertificate(id), {
    invalidates: touched,
    success: certificateMessages.renewalOrdered,
  });
  const remove = useCall((dataProvider, id: string) => dataProvider.deleteCertificate(id), {
    invalidates: touched,
    success: 'app.domains.certificates.deleted',
  });

  const confirmRenew = async (certificate: Certificate) => {
    const answer = await prompt({
      title: 'app.domains.certificates.renewTitle',
      text: translate('app.domains.certificates.renewText', { name: certificate.domain }),
      confirmText: 'app.domains.certificates.renew',
      iconName: 'info',
    });
    if (answer.confirmed) renew.mutate(certificate.id);
  };

  const confirmDelete = async (certificate: Certificate) => {
    const answer = await prompt({
      title: 'app.domains.certificates.deleteTitle',
      text: translate('app.domains.certificates.deleteText', { type: typeName(certificate), name: certificate.domain }),
      confirmText: 'app.domains.certificates.delete',
      iconName: 'delete',
    });
    if (answer.confirmed) remove.mutate(certificate.id);
  };

  const busy = link.isPending || unlink.isPending || renew.isPending || remove.isPending;
  return { link: link.mutate, unlink: unlink.mutate, confirmRenew, confirmDelete, busy };
}
