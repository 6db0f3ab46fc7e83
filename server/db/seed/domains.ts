import { isApexDomain } from '../../../src/rules/domains.js';
import type { DbOrTx } from '../client.js';
import { accounts, bolts, certificates, domains, environments } from '../schema.js';
import { days, slug } from './values.js';

type Rows = {
  siteRows: (typeof environments.$inferSelect)[];
  boltRows: (typeof bolts.$inferSelect)[];
  companies: (typeof accounts.$inferSelect)[];
};

/** Demo domains and the certificates that serve them. */
export async function seedDomains(tx: DbOrTx, { siteRows, boltRows, companies }: Rows) {
  // Domains of the first sites: Acme's web shop (an apex with www, and a subdomain) and its
  // staging copy, and the first companies' main sites (apex with www). Acme's main website and
  // Other Media's sites start without, as the domain pages' first visit shows them.
  const firstSiteOf = (boltName: string) => siteRows.find((site) => site.boltId === boltRows.find((bolt) => bolt.name === boltName)!.id)!;
  const acmeSites = siteRows.filter((site) => site.boltId === boltRows[0].id);
  const domainSpecs: [number, string][] = [
    [acmeSites[1].id, 'acme-webshop.no'],
    [acmeSites[1].id, 'www.acme-webshop.no'],
    [acmeSites[1].id, 'outlet.acme-webshop.no'],
    [acmeSites[2].id, 'staging.acme-webshop.no'],
    ...companies.slice(0, 4).flatMap((company): [number, string][] => {
      const site = firstSiteOf(`${company.name.replace(/ AS$/, '')} production`);
      const apex = `${slug(company.name.replace(/ AS$/, ''))}.no`;
      return [
        [site.id, apex],
        [site.id, `www.${apex}`],
      ];
    }),
  ];
  const domainRows = await tx
    .insert(domains)
    .values(domainSpecs.map(([environmentId, name]) => ({ environmentId, name, apex: isApexDomain(name) })))
    .returning();
  // Each site's first domain serves the site's seeded certificate.
  const servedBy = new Map<number, (typeof domainRows)[number]>();
  for (const domain of domainRows) if (!servedBy.has(domain.environmentId)) servedBy.set(domain.environmentId, domain);
  const certificateSites = [...siteRows.slice(0, 24), ...[...servedBy.keys()].map((id) => siteRows.find((site) => site.id === id)!)];
  await tx.insert(certificates).values(
    [...new Set(certificateSites)].map((site, i) => ({
      environmentId: site.id,
      domain: servedBy.get(site.id)?.name ?? `${slug(site.title)}-${site.id}.example.com`,
      domainId: servedBy.get(site.id)?.id ?? null,
      type: (['LETS_ENCRYPT', 'SECTIGO', 'NAMECHEAP', 'SELF_SIGNED'] as const)[i % 4],
      status: 'ACTIVE',
      expiresAt: days(i % 4 === 0 ? 5 + i : 60 + i * 3),
      issuedAt: days(i % 4 === 0 ? 5 + i - 90 : -30),
    })),
  );
}
