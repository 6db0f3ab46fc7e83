import type { CallContext } from './context';

/** A GET of a file the panel's own server serves beside the app, outside /v1/ (answered as JSON). */
export type ReadAppFile = <T>(path: string) => Promise<T>;

/** Calls of the shell (top bar, navigation, notices) that are not CRUD. */
export const panelCalls = (api: CallContext, readAppFile: ReadAppFile) => ({
  /** Spec 1 §7 GET admin/count (staff): how many certificates expire soon, for the navigation's badge. */
  expiringCertificateCount: async () =>
    (await api.sendAsIs<{ data: { expiringCertificates: number } }>('GET', 'admin/count')).data.expiringCertificates,

  /** Spec 1 §4 GET /version.json?t={time}: the build the server serves now (null if it names none); the time defeats caches. */
  deployedVersion: async (time: number) => (await readAppFile<{ version?: unknown } | null>(`/version.json?t=${time}`))?.version ?? null,
});
