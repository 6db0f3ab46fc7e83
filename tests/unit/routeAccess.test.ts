import { describe, expect, it } from 'vitest';
import { passesFlags, type Role } from '../../src/rules/access';
import { routes } from '../../src/rules/routes';
import { registry } from '../../src/resources/registry';

const roles: Role[] = ['customer', 'staff', 'admin'];

describe('resource routes and the registry', () => {
  it.each(registry.map((resource) => [resource.name, resource.access] as const))(
    '%s: every route it serves carries its declared access',
    (name, access) => {
      const served = routes.filter((route) => route.resource === name);
      for (const route of served) {
        expect(roles.map((role) => passesFlags(role, route))).toEqual(roles.map((role) => passesFlags(role, access)));
      }
    },
  );

  it('routes name only registered resources', () => {
    const names = new Set(registry.map((resource) => resource.name));
    expect(routes.filter((route) => route.resource && !names.has(route.resource))).toEqual([]);
  });
});
