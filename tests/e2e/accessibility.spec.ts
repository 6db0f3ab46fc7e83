import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes/table';
import type { PanelRoute } from '../../src/routes/types';
import { signedIn } from './fixtures';
import { ROLE_EMAILS, visitOf, type VisitRole } from './support/routeVisits';

/**
 * Issue 14: every built page, per role, in light and dark, at desktop and phone width, has no
 * critical or serious axe violation (WCAG 2.2 A/AA and axe's best practices). The pages come from
 * the route table itself, so a new page is checked the day it is declared.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

function roleOf(route: PanelRoute): VisitRole {
  if (route.public) return 'visitor';
  if (route.isAdminOnly) return 'admin';
  if (route.isStaffOnly) return 'staff';
  return 'customer';
}

async function settle(page: Page) {
  await expect(page.locator('h1').filter({ hasText: /\S/ }).first()).toBeVisible();
  // Colours are read as they are, not halfway through a theme's or a label's transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Loading placeholders, not the determinate meters (usage bars) that stay on the page.
  const loading = '.MuiSkeleton-root:visible, .MuiCircularProgress-indeterminate:visible, .MuiLinearProgress-indeterminate:visible';
  await expect(page.locator(loading)).toHaveCount(0);
}

/** Colour is all a scheme changes: the dark scheme is checked for its colours, the light one for everything. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violationsOf(page: Page, scheme: (typeof SCHEMES)[number]): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const builder = new AxeBuilder({ page });
  if (scheme === 'light') builder.withTags(TAGS);
  else builder.withRules(COLOUR_RULES);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const built = routes.filter((route) => route.built);

for (const role of ['visitor', 'customer', 'staff', 'admin'] as const) {
  test.describe(`every ${role} page`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // axe needs a page of a context of its own.
      page = await (await browser.newContext()).newPage();
      // The theme follows the device, so both schemes are checked on one load of each page.
      await page.addInitScript(() => localStorage.setItem('theme', 'system'));
      if (role !== 'visitor') await signedIn(page, ROLE_EMAILS[role]);
    });
    test.afterAll(async () => page.context().close());

    for (const route of built.filter((r) => roleOf(r) === role)) {
      test(`${route.path} has no serious violation`, async () => {
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(visitOf(route.path));
        await settle(page);
        const found: string[] = [];
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          for (const scheme of SCHEMES) {
            await page.emulateMedia({ colorScheme: scheme });
            await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(scheme);
            found.push(...(await violationsOf(page, scheme)).map((v) => `${size.name} ${scheme} ${v}`));
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
}
