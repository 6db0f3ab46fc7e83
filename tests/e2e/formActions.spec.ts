import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes/table';
import type { PanelRoute } from '../../src/routes/types';
import { signedIn } from './fixtures';
import { ROLE_EMAILS, visitOf, type VisitRole } from './support/routeVisits';

/**
 * Issue 14, "one Save placement per form": on every built page, per role, a form's submit button
 * (its Save) is the form's only one, on a row below all its fields, at the fields' start edge
 * (components/forms/FormActions.tsx). Forms in dialogs use the dialog's actions row instead, and a
 * wizard's steps its footer.
 */
function roleOf(route: PanelRoute): VisitRole {
  if (route.public) return 'visitor';
  if (route.isAdminOnly) return 'admin';
  if (route.isStaffOnly) return 'staff';
  return 'customer';
}

/** What is wrong with the placement of each form's Save on the page, in words. */
const misplacedSaves = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const problems: string[] = [];
    for (const form of main.querySelectorAll('form')) {
      const saves = [...form.querySelectorAll('button[type=submit]')].filter(shown);
      if (!saves.length) continue;
      const name = (saves[0].textContent ?? '').trim() || saves[0].getAttribute('aria-label') || 'submit';
      if (saves.length > 1) problems.push(`"${name}": ${saves.length} submit buttons`);
      // Text-like fields mark the form's start edge; a checkbox's or switch's input sits in its ripple margin.
      const fields = [...form.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, [role=combobox]')]
        .filter(shown)
        .map((field) => (field.closest('.MuiFormControl-root, .MuiTextField-root') ?? field).getBoundingClientRect());
      const formBox = form.getBoundingClientRect();
      const start = fields.length ? Math.min(...fields.map((box) => box.left)) : formBox.left + parseFloat(getComputedStyle(form).paddingLeft);
      const save = saves[0].getBoundingClientRect();
      if (Math.abs(save.left - start) > 1) problems.push(`"${name}" starts at ${Math.round(save.left - start)} px from the fields' start`);
      const below = Math.max(0, ...fields.map((box) => box.bottom));
      if (save.top < below - 1) problems.push(`"${name}" is beside a field, not under the fields`);
    }
    return problems;
  });

/** A wizard's step ends with the wizard's footer (Back, then Next at the end), as every wizard does. */
const built = routes.filter((route) => route.built && route.layout !== 'wizard');

for (const role of ['visitor', 'customer', 'staff', 'admin'] as const) {
  test.describe(`forms on every ${role} page`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
      if (role !== 'visitor') await signedIn(page, ROLE_EMAILS[role]);
    });
    test.afterAll(async () => page.context().close());

    test('have their Save in one place', async () => {
      test.setTimeout(10 * 60_000);
      const found: string[] = [];
      for (const route of built.filter((r) => roleOf(r) === role)) {
        await page.goto(visitOf(route.path));
        await expect(page.locator('h1').filter({ hasText: /\S/ }).first()).toBeVisible();
        await expect(page.locator('.MuiSkeleton-root:visible, .MuiCircularProgress-indeterminate:visible')).toHaveCount(0);
        found.push(...(await misplacedSaves(page)).map((problem) => `${route.path}: ${problem}`));
      }
      expect(found).toEqual([]);
    });
  });
}
