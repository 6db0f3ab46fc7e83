import { useEffect } from 'react';
import { HttpError, useGetOne } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CacheMode } from '../../rules/caching';
import type { Environment } from '../../rules/schemas/records/environment';
import { siteListPath } from './sitePaths';

/**
 * GET environments/{id} (spec 2 §3) as the data provider flattens it. The API types `cacheMode` as a
 * string; it is one of the cache modes ('disabled' is a staff setting, spec 2 §2.11). Its CDN state is
 * its domains' (overview/CdnCard.tsx).
 */
export type SiteRecord = Omit<Environment, 'cacheMode'> & { cacheMode: CacheMode };

/** A 4xx answer (a deleted site's 404) will not change on a retry; only network and server failures are retried. */
export const retrySite = (failures: number, error: unknown) => failures < 2 && !(error instanceof HttpError && error.status < 500);

/**
 * Spec 1 §2 and spec 2 §4: if the chosen site is deleted (the API no longer knows it), the person
 * is sent to that Bolt's site list.
 */
export function useSiteGone(boltId: number | string | undefined, error: unknown) {
  const navigate = useNavigate();
  const gone = error instanceof HttpError && error.status === 404;
  useEffect(() => {
    if (gone && boltId !== undefined) navigate(siteListPath(boltId), { replace: true });
  }, [gone, boltId, navigate]);
}

/** A site opened under another Bolt's path is shown under its own Bolt, so breadcrumbs and menus agree. */
function useOwnBolt(boltId: string, site: SiteRecord | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const owner = site ? String(site.boltId) : boltId;
  useEffect(() => {
    if (owner !== boltId) navigate(pathname.replace(`/bolts/${boltId}/`, `/bolts/${owner}/`), { replace: true });
  }, [owner, boltId, pathname, navigate]);
}

/** The site of a site page's path (/bolts/{boltId}/environments/{envId}/…). */
export function useSite() {
  const { boltId = '', envId = '' } = useParams<{ boltId: string; envId: string }>();
  const query = useGetOne<SiteRecord>('environments', { id: envId }, { enabled: envId !== '', retry: retrySite });
  useSiteGone(boltId, query.error);
  useOwnBolt(boltId, query.data);
  return { boltId, envId, ...query };
}
