import { describe, expect, it } from 'vitest';
import { passesFlags, type AccessFlags, type Role } from '../../src/rules/access';
import { routes } from '../../src/routes/table';
import { registry } from '../../src/resources/registry';

const roles: Role[] = ['customer', 'staff', 'admin'];
const whoPasses = (flags: AccessFlags) => roles.filter((role) => passesFlags(role, flags));

describe('resource routes and the registry', () => {
  it.each(registry.map((resource) => [resource.name, resource.access] as const))(
    '%s: every route it serves carries its declared access',
    (name, access) => {
      const served = routes.filter((route) => route.resource === name);
      for (const route of served) expect(whoPasses(route), route.path).toEqual(whoPasses(access));
    },
  );

  it.each(registry.filter((resource) => resource.list).map((resource) => [resource.name, resource.access] as const))(
    '%s: its list page is a route of the table, served by the resource, with the same access',
    (name, access) => {
      const route = routes.find((candidate) => candidate.path === `/${name}`);
      expect(route, `/${name} is missing from src/routes/`).toBeDefined();
      expect(route!.resource).toBe(name);
      expect(whoPasses(route!)).toEqual(whoPasses(access));
    },
  );

  it('routes name only registered resources', () => {
    const names = new Set(registry.map((resource) => resource.name));
    expect(routes.filter((route) => route.resource && !names.has(route.resource)).map((route) => route.path)).toEqual([]);
  });
});
