/** Staff's page of one site's access entries (spec 1 §2 /ssh-access/{siteId}). */
export const sitePagePath = (siteId: string) => `/ssh-access/${encodeURIComponent(siteId)}`;

/** The grant form, with the site already chosen when it is opened from a site's page. */
export const grantPath = (siteId?: string) => (siteId ? `/ssh-access/create?${new URLSearchParams({ siteId })}` : '/ssh-access/create');
