import { useGetOne } from 'react-admin';
import { Breadcrumbs } from '../../components/Breadcrumbs';

/** Spec 2 §1 breadcrumbs Bolts > Bolt > site, with the Bolt's name once it is known. */
export function SiteBreadcrumbs({ boltId, site }: { boltId: number | string; site: { id: number | string; title?: string } }) {
  const { data: bolt } = useGetOne<{ id: number | string; name?: string }>('bolts', { id: boltId });
  return <Breadcrumbs boltId={boltId} boltName={bolt?.name} site={site} />;
}
