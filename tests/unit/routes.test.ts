import { describe, expect, it } from 'vitest';
import { passesFlags, type Role, type Viewer } from '../../src/rules/access';
import { activeMenuPath, boltMenu, siteMenu, subItems, topMenu } from '../../src/rules/menus';
import { matchRoute as matchIn, MENU_HIDE, routeDecision as decideIn, sectionOfPath as sectionIn, type RouteEntry } from '../../src/rules/routeMatch';
import { routes } from '../../src/routes/table';

const roles: Role[] = ['customer', 'staff', 'admin'];
/** A viewer of the role whose account has a bucket id, as customer@, staff and admins have in the demo. */
const as = (role: Role): Viewer => ({ role, hasAccountBucket: true });
const matchRoute = (pathname: string) => matchIn(pathname, routes);
const routeDecision = (pathname: string, role: Role) => decideIn(pathname, as(role), routes);
const sectionOfPath = (pathname: string) => sectionIn(pathname, routes);
const byPath = (path: string) => routes.find((route) => route.path === path)!;
const titles = (entries: { title: string }[]) => entries.map((item) => item.title.replace('app.routes.', ''));

describe('route table (spec 1 §2)', () => {
  it('has each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the routes the spec names', () => {
    const names = routes.map((route) => route.name).filter(Boolean);
    for (const name of [
      'landing',
      'login',
      'signup',
      'signup-verify-email',
      'auth',
      'blocked',
      'post-signup-wizard',
      'bolts',
      'specific-bolt',
      'environments.specific',
      'environment-domains',
      'domain.settings',
      'domain.create',
      'cdn-wizard',
      'git-repository',
      'git.connect',
      'php-settings',
      'server-caching',
      'redirection',
      'environment-access',
      'environment-access.settings',
      'environment-databases.settings',
      'orders',
      'account',
      'user-information',
      'ssh-keys-list',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('assigns the spec layouts', () => {
    expect(byPath('/').layout).toBe('navigation');
    for (const path of ['/login', '/signup', '/verify-email', '/auth', '/sso/canny', '/siteredirect', '/blocked']) {
      expect(byPath(path).layout).toBe('minimal');
    }
    for (const path of ['/cdn-wizard', '/post-signup', '/bolts/create']) expect(byPath(path).layout).toBe('wizard');
    expect(byPath('/bolts/:boltId/transfer').layout).toBe('topbar');
    expect(byPath('/bolts/:boltId/environments/:envId/domains/create').layout).toBe('wizard');
    expect(byPath('/bolts/:boltId/environments/:envId/git/connect').layout).toBe('wizard');
    expect(byPath('/domains').layout).toBe('app');
  });

  it('marks what is built', () => {
    const built = routes.filter((route) => route.built).map((route) => route.path);
    expect(built).toEqual(
      expect.arrayContaining(['/', '/login', '/blocked', '/appearance', '/bolts', '/bolts/:boltId', '/ip-blocks', '/servers/hidden']),
    );
    expect(byPath('/domains').built).toBe(true);
    expect(byPath('/billing').built).toBe(true);
    expect(byPath('/ssh-access').built).toBe(true);
    expect(byPath('/ssh-management/create').built).toBe(true);
    expect(byPath('/bolts/:boltId/environments/:envId/databases/settings/:dbId/database').built).toBe(true);
    expect(byPath('/bolts/:boltId/statistics').built).toBe(true);
  });

  it.each([
    ['/customers', 'staff'],
    ['/customers/:userId/bolts', 'staff'],
    ['/lockdown/create', 'staff'],
    ['/bolts/archive', 'staff'],
    ['/accounts/:accountId/resource-allocation', 'staff'],
    ['/ssh-access/:siteId', 'staff'],
    ['/orders', 'staff'],
    ['/provisioning/cloudflare/logs', 'staff'],
    ['/servers/:id', 'staff'],
    ['/lookup', 'staff'],
    ['/expiring-ssl', 'staff'],
    ['/bolts/:boltId/environments/:envId/admin-settings', 'staff'],
    ['/bolts/:boltId/environments/:envId/addons', 'staff'],
    ['/ssh-management', 'admin'],
    ['/ssh-management/create', 'admin'],
    ['/signup', 'customer'],
    ['/bolts', 'everyone'],
    ['/billing', 'everyone'],
    ['/bolts/:boltId/environments/:envId/cache', 'everyone'],
  ])('%s is open to %s', (path, who) => {
    const open = roles.filter((role) => passesFlags(role, byPath(path)));
    const expected: Record<string, Role[]> = {
      staff: ['staff', 'admin'],
      admin: ['admin'],
      customer: ['customer'],
      everyone: roles,
    };
    expect(open).toEqual(expected[who]);
  });
});

describe('matchRoute', () => {
  it('matches parameters and prefers static segments', () => {
    const bolt = matchRoute('/bolts/12');
    expect(bolt).toMatchObject({ kind: 'route', route: { name: 'specific-bolt' }, params: { boltId: '12' } });
    expect(matchRoute('/bolts/create')).toMatchObject({ kind: 'route', route: { path: '/bolts/create' } });
    expect(matchRoute('/bolts/archive')).toMatchObject({ kind: 'route', route: { path: '/bolts/archive' } });
    expect(matchRoute('/ssh-access/create')).toMatchObject({ kind: 'route', route: { path: '/ssh-access/create' } });
    expect(matchRoute('/servers/shared')).toMatchObject({ kind: 'route', route: { path: '/servers/shared' } });
    expect(matchRoute('/servers/7')).toMatchObject({ kind: 'route', route: { path: '/servers/:id' } });
    expect(matchRoute('/bolts/3/environments/9/domains/settings/example.com/4')).toMatchObject({
      kind: 'route',
      route: { name: 'domain.settings' },
      params: { boltId: '3', envId: '9', name: 'example.com', domainId: '4' },
    });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/billing/')).toMatchObject({ kind: 'route', route: { path: '/billing' } });
  });

  it('rejects Bolt and site ids that are not whole numbers >= 1 (spec 1 §2, §5)', () => {
    for (const path of ['/bolts/0', '/bolts/abc', '/bolts/1.5/statistics', '/bolts/-1', '/bolts/2/environments/0/cache']) {
      expect(matchRoute(path)).toEqual({ kind: 'invalid' });
    }
  });

  it('knows no other paths', () => {
    expect(matchRoute('/nope')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/bolts/1/nope')).toEqual({ kind: 'unknown' });
  });
});

describe('routeDecision (route access flags)', () => {
  it('sends a user who fails a flag to landing', () => {
    expect(routeDecision('/customers', 'customer')).toBe('toLanding');
    expect(routeDecision('/customers', 'staff')).toBe('show');
    expect(routeDecision('/ssh-management', 'staff')).toBe('toLanding');
    expect(routeDecision('/ssh-management', 'admin')).toBe('show');
    expect(routeDecision('/signup', 'staff')).toBe('toLanding');
    expect(routeDecision('/signup', 'customer')).toBe('show');
    expect(routeDecision('/bolts/1/environments/2/admin-settings', 'customer')).toBe('toLanding');
  });

  it('sends malformed Bolt paths to landing and leaves unknown paths to the caller', () => {
    expect(routeDecision('/bolts/abc', 'admin')).toBe('toLanding');
    expect(routeDecision('/ip-blocks/5/edit', 'staff')).toBe('unknown');
  });
});

describe('top menu (spec 1 §2, §6)', () => {
  it('gives customers the unflagged entries and no More', () => {
    const menu = topMenu(as('customer'), routes);
    expect(titles(menu.main)).toEqual(['bolts', 'domains', 'billing', 'sshKeys']);
    expect(menu.more).toEqual([]);
  });

  it('puts staff tools under More for staff, without admin-only ones', () => {
    const menu = topMenu(as('staff'), routes);
    expect(titles(menu.main)).toEqual(['bolts', 'domains', 'billing', 'sshKeys']);
    expect(titles(menu.more)).toEqual(
      expect.arrayContaining([
        'customers',
        'lockdown',
        'ipBlocks',
        'userAgents',
        'servers',
        'certificateOrders',
        'dynamicRequests',
        'archive',
        'lookup',
      ]),
    );
    expect(titles(menu.more)).not.toContain('sshManagement');
  });

  it('adds admin-only entries for admins', () => {
    expect(titles(topMenu(as('admin'), routes).more)).toContain('sshManagement');
    expect(topMenu(as('admin'), routes).more.length).toBe(topMenu(as('staff'), routes).more.length + 1);
  });

  it('omits entries titled hide and routes without a menu title', () => {
    const table: RouteEntry[] = [
      { path: '/a', title: 'a', menuTitle: 'A' },
      { path: '/b', title: 'b', menuTitle: MENU_HIDE },
      { path: '/c', title: 'c' },
      { path: '/d', title: 'd', menuTitle: 'D', isCustomerOnly: true },
    ];
    expect(topMenu(as('customer'), table)).toEqual({ main: [{ path: '/a', title: 'A' }], more: [] });
    expect(topMenu(as('admin'), table)).toEqual({ main: [{ path: '/a', title: 'A' }], more: [] });
  });
});

describe('sections and sub-items', () => {
  it('finds the section of a path', () => {
    expect(sectionOfPath('/bolts')).toBe('/bolts');
    expect(sectionOfPath('/bolts/4/environments/2/cache')).toBe('/bolts');
    expect(sectionOfPath('/servers/hidden')).toBe('/servers');
    expect(sectionOfPath('/ip-blocks/5/edit')).toBe('/ip-blocks');
    expect(sectionOfPath('/appearance')).toBe('/account');
    expect(sectionOfPath('/')).toBeUndefined();
  });

  it('lists the sub-items a role may open', () => {
    expect(titles(subItems('/bolts', as('customer'), routes))).toEqual(['boltsAll', 'boltCreate']);
    expect(titles(subItems('/bolts', as('staff'), routes))).toEqual(['boltsAll', 'boltCreate', 'archive']);
    expect(titles(subItems('/ip-blocks', as('staff'), routes))).toEqual(['ipBlocks', 'ipBlockCreate']);
    // The servers list shows its views as tabs of its own.
    expect(subItems('/servers', as('staff'), routes)).toEqual([]);
    expect(titles(subItems('/account', as('customer'), routes))).toEqual([
      'account',
      'userProfile',
      'security',
      'activity',
      'appearance',
      'deleteAccount',
    ]);
    expect(subItems(undefined, as('admin'), routes)).toEqual([]);
  });

  it('marks the last clicked menu entry while the path stays under it, else the section entry', () => {
    const { main, more } = topMenu(as('staff'), routes);
    const entries = [...main, ...more];
    expect(activeMenuPath('/bolts/archive', 'app.routes.archive', entries, routes)).toBe('/bolts/archive');
    expect(activeMenuPath('/bolts/archive', 'app.routes.bolts', entries, routes)).toBe('/bolts');
    expect(activeMenuPath('/bolts/3', 'app.routes.archive', entries, routes)).toBe('/bolts');
    expect(activeMenuPath('/servers/shared', null, entries, routes)).toBe('/servers');
    expect(activeMenuPath('/appearance', null, entries, routes)).toBeUndefined();
  });
});

describe('Bolt and site side menus', () => {
  it('fills in the ids and offers change storage for dedicated Bolts only', () => {
    const shared = boltMenu(as('customer'), 4, false, routes);
    expect(shared[0]).toEqual({ path: '/bolts/4', title: 'app.routes.boltDashboard' });
    expect(shared.map((item) => item.path)).not.toContain('/bolts/4/change-storage');
    expect(boltMenu(as('customer'), 4, true, routes).map((item) => item.path)).toContain('/bolts/4/change-storage');
  });

  it('shows staff site pages to staff only', () => {
    const customer = siteMenu(as('customer'), 4, 9, routes).map((item) => item.path);
    expect(customer).toContain('/bolts/4/environments/9/domains');
    expect(customer).not.toContain('/bolts/4/environments/9/admin-settings');
    expect(siteMenu(as('staff'), 4, 9, routes).map((item) => item.path)).toContain('/bolts/4/environments/9/addons');
  });
});
