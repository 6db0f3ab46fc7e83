import { describe, expect, it } from 'vitest';
import type { AccessFlags } from '../../src/rules/access';
import { routes } from '../../src/routes/table';
import { specRoutes, type SpecFlag } from './specRoutes';

/** `{param}` as the spec writes it, `:param` as react-router does. */
const toPattern = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The one flag that decides who passes (the order access.ts's passesFlags reads them in). */
const flagOf = (route: AccessFlags): SpecFlag | undefined =>
  route.isCustomerOnly ? 'isCustomerOnly' : route.isAdminOnly ? 'isAdminOnly' : route.isStaffOnly ? 'isStaffOnly' : undefined;

const specByPath = new Map(specRoutes.map((route) => [toPattern(route.path), route]));
const tableByPath = new Map(routes.map((route) => [route.path, route]));

describe('the route table follows spec 1 §2', () => {
  it('lists each spec path once', () => {
    expect(specByPath.size).toBe(specRoutes.length);
    expect(tableByPath.size).toBe(routes.length);
  });

  it.each(specRoutes.map((route) => [route.path, route] as const))('%s is in the table with its name, flag and layout', (path, spec) => {
    const route = tableByPath.get(toPattern(path));
    expect(route, `${path} is missing from src/routes/`).toBeDefined();
    expect(route!.name).toBe(spec.name);
    expect(flagOf(route!)).toBe(spec.flag);
    if (spec.layout) expect(route!.layout).toBe(spec.layout);
  });

  it('adds no route to the spec without saying why', () => {
    const added = routes.filter((route) => !specByPath.has(route.path));
    expect(added.filter((route) => !route.addition?.trim()).map((route) => route.path)).toEqual([]);
  });

  it('gives every route exactly one of a page, a resource or the unbuilt mark', () => {
    const wrong = routes.filter((route) => [route.page, route.resource, route.unbuilt].filter(Boolean).length !== 1);
    expect(wrong.map((route) => route.path)).toEqual([]);
  });

  it('calls a route built exactly when it has a page or a resource', () => {
    for (const route of routes) expect(route.built, route.path).toBe(!route.unbuilt);
  });
});
