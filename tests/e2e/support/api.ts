import type { Page } from '@playwright/test';

/**
 * A call of the /v1/ API as the signed-in user (the token the panel keeps), for what a journey sets
 * up or checks the page against. A refused call throws with its status.
 */
export const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!);
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return response.json();
    },
    { method, url: `/v1/${path}`, body },
  );

/**
 * A site with a connected repository (branch main, deployed to public), as the git connection wizard
 * leaves it; gitRedirection.spec.ts walks the wizard itself.
 */
export async function connectRepository(page: Page, siteId: number, repodef: string) {
  await api(page, 'POST', `environments/${siteId}/git`, { data: { type: 'git', attributes: { repodef, branch: 'main', localpath: 'public' } } });
  await api(page, 'POST', `environments/${siteId}/git/test-connection`);
}

/** How many of the signed-in user's jobs run now, as GET jobs says. */
export async function runningJobs(page: Page) {
  const { data } = (await api(page, 'GET', 'jobs')) as { data: { attributes: { state: string } }[] };
  return data.filter((job) => job.attributes.state === 'running').length;
}

/** The jobs tray button's accessible name while `running` jobs run. */
export const jobsTrayName = (running: number) => (running === 0 ? 'Jobs' : `Jobs, ${running} running`);

/** Ends the signed-in session on the server (POST auth/logout) while the page keeps its token, so its next call is a 401. */
export const revokeSession = (page: Page) =>
  page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    await fetch('/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });
