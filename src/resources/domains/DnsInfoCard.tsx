import DnsIcon from '@mui/icons-material/DnsOutlined';
import { Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InfoList } from '../../components/InfoList';
import { InfoRow } from '../../components/InfoRow';
import { SectionCard } from '../../components/SectionCard';
import { dnsValue } from '../sites/admin/adminSettings';
import type { SiteRecord } from '../sites/useSite';

/** Spec 2 §2.1 DNS information: the site's IPv4 (A), IPv6 (AAAA) and host name (CNAME), '-' when missing. */
export function DnsInfoCard({ site }: { site?: SiteRecord }) {
  const translate = useTranslate();
  const rows = [
    { label: 'app.domains.dns.a', value: site?.ip },
    { label: 'app.domains.dns.aaaa', value: site?.ipv6 },
    { label: 'app.domains.dns.cname', value: site?.hostname },
  ];
  return (
    <SectionCard title="app.domains.dns.title" icon={<DnsIcon fontSize="small" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.domains.dns.text')}
      </Typography>
      <InfoList>
        {rows.map((row) => (
          <InfoRow key={row.label} label={row.label} copy={row.value} code>
            {site ? dnsValue(row.value) : <Skeleton width={180} />}
          </InfoRow>
        ))}
      </InfoList>
    </SectionCard>
  );
}
