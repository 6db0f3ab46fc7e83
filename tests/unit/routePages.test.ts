import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes/table';

const withPage = routes.filter((route) => route.page);

describe('the pages the route table names', () => {
  it('has pages to load', () => {
    expect(withPage.length).toBeGreaterThan(30);
  });

  it.each(withPage.map((route) => [route.path, route.page!] as const))(
    '%s loads a module whose default export is a component',
    async (_path, page) => {
      const module = await page();
      expect(['function', 'object']).toContain(typeof module.default);
      // A function component, or an exotic one (memo, forwardRef, lazy) that React renders.
      if (typeof module.default === 'object') expect(module.default).toHaveProperty('$$typeof');
    },
    60_000,
  );
});
