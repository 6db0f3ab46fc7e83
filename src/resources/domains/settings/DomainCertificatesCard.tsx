import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { SectionCard } from '../../../components/SectionCard';
import type { Domain } from '../../../dataProvider/calls/certificates';
import { domainPaths } from '../domainRules';
import { CertificateItem } from './CertificateItem';
import { useCertificateActions } from './useCertificateActions';
import { useDomainCertificates } from './useDomainCertificates';

/** The site's certificates covering the domain, newest first, each with what can be done with it; Setup SSL orders a new one. */
export function DomainCertificatesCard({ siteId, domain }: { siteId: string; domain: Domain }) {
  const translate = useTranslate();
  const domainId = Number(domain.id);
  const { data, isPending, error, refetch } = useDomainCertificates(siteId, domain.id);
  const actions = useCertificateActions(siteId, domain);
  const setUp = domainPaths(domain.boltId, domain.environmentId, domain.name, domain.id).setUpCertificate;
  let content;
  if (error) content = <LoadError title="app.domains.certificates.loadFailed" error={error} onRetry={() => refetch()} />;
  else if (isPending) content = <Skeleton height={72} />;
  else if (!data.length)
    content = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('app.domains.certificates.empty')}
      </Typography>
    );
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((certificate) => (
          <CertificateItem
            key={certificate.id}
            certificate={certificate}
            domainId={domainId}
            busy={actions.busy}
            onLink={() => actions.link(certificate.id)}
            onUnlink={() => actions.unlink(certificate.id)}
            onRenew={() => actions.confirmRenew(certificate)}
            onDelete={() => actions.confirmDelete(certificate)}
          />
        ))}
      </Box>
    );
  return (
    <SectionCard
      title="app.domains.certificates.title"
      icon={<LockIcon fontSize="small" />}
      action={
        <Button size="small" variant="outlined" component={Link} to={setUp}>
          {translate('app.domains.setupSsl')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.domains.certificates.intro')}
      </Typography>
      {content}
    </SectionCard>
  );
}
