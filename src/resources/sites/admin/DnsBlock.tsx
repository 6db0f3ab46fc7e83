import DnsIcon from '@mui/icons-material/DnsOutlined';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import { dnsValue, type AdminSettings } from './adminSettings';

/** The records a domain points at to reach the site (IPv4/A, IPv6/AAAA, CNAME; '-' when missing). */
export function DnsBlock({ dns }: { dns: AdminSettings['dns'] }) {
  return (
    <SectionCard title="app.sites.admin.dns" icon={<DnsIcon fontSize="small" />}>
      <InfoList>
        <InfoRow label="app.sites.admin.dnsA" copy={dns.a} code>
          {dnsValue(dns.a)}
        </InfoRow>
        <InfoRow label="app.sites.admin.dnsAaaa" copy={dns.aaaa} code>
          {dnsValue(dns.aaaa)}
        </InfoRow>
        <InfoRow label="app.sites.admin.dnsCname" copy={dns.cname} code>
          {dnsValue(dns.cname)}
        </InfoRow>
      </InfoList>
    </SectionCard>
  );
}
