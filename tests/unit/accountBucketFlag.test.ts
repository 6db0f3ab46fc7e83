import { describe, expect, it } from 'vitest';
import { currentViewer, toAccessToken, writeToken } from '../../src/authProvider/tokenStore';
import { offersRoute, viewerOf, type Role, type RouteAccessFlags, type Viewer } from '../../src/rules/access';
import { boltMenu, topMenu } from '../../src/rules/menus';
import { routeDecision, type RouteEntry } from '../../src/rules/routeMatch';
import { routes } from '../../src/routes/table';
import { installBrowserGlobals } from './browserGlobals';

/** Spec 1 §2: "A route flagged as needing an account bucket id is offered only when the account has one." */
const roles: Role[] = ['customer', 'staff', 'admin'];
const withBucket = (role: Role): Viewer => ({ role, hasAccountBucket: true });
const withoutBucket = (role: Role): Viewer => ({ role, hasAccountBucket: false });

describe('the account-bucket route flag', () => {
  it('offers a flagged route only to accounts with a bucket id, whatever the role', () => {
    const flagged: RouteAccessFlags = { needsAccountBucket: true };
    expect(roles.map((role) => offersRoute(withBucket(role), flagged))).toEqual([true, true, true]);
    expect(roles.map((role) => offersRoute(withoutBucket(role), flagged))).toEqual([false, false, false]);
    expect(roles.map((role) => offersRoute(withoutBucket(role), {}))).toEqual([true, true, true]);
  });

  it('adds to the role flags: both must pass', () => {
    const staffWithBucket: RouteAccessFlags = { isStaffOnly: true, needsAccountBucket: true };
    expect(roles.map((role) => offersRoute(withBucket(role), staffWithBucket))).toEqual([false, true, true]);
    expect(offersRoute(withoutBucket('staff'), staffWithBucket)).toBe(false);
  });

  it('reads the token’s accountBucketId: a bucket id is a non-empty one', () => {
    expect(viewerOf({ accountBucketId: 'bucket-acme' })).toEqual({ role: 'customer', hasAccountBucket: true });
    expect(viewerOf({ isServeboltStaff: true, accountBucketId: null })).toEqual({ role: 'staff', hasAccountBucket: false });
    expect(viewerOf({ accountBucketId: '' }).hasAccountBucket).toBe(false);
  });

  it('is read from the stored Access-token record; signed out there is none', () => {
    installBrowserGlobals();
    expect(currentViewer()).toEqual({ role: 'customer', hasAccountBucket: false });
    const info = {
      access_token: 't',
      expires_in: 3600,
      is_servebolt_admin: false,
      is_servebolt_staff: false,
      account_id: 3,
      account_picture: null,
      account_name: 'Kari',
      account_full_name: 'Kari Nordmann',
      account_email: 'customer@demo.test',
      signup_state: 'signup_complete',
      intercom_user_hash: null,
      algolia_token: null,
      account_bucket_id: 'bucket-acme',
      unpaid_invoices: 0,
    };
    writeToken(toAccessToken(info));
    expect(currentViewer()).toEqual({ role: 'customer', hasAccountBucket: true });
    writeToken(toAccessToken({ ...info, account_bucket_id: null }));
    expect(currentViewer()).toEqual({ role: 'customer', hasAccountBucket: false });
  });
});

describe('menus and the route guard with the flag', () => {
  const table: RouteEntry[] = [
    { path: '/plain', title: 'plain', menuTitle: 'Plain' },
    { path: '/bucketed', title: 'bucketed', menuTitle: 'Bucketed', needsAccountBucket: true },
  ];

  it('leaves a flagged route out of the top menu and sends a visit to landing when the account has no bucket id', () => {
    expect(topMenu(withBucket('customer'), table).main.map((entry) => entry.path)).toEqual(['/plain', '/bucketed']);
    expect(topMenu(withoutBucket('customer'), table).main.map((entry) => entry.path)).toEqual(['/plain']);
    expect(routeDecision('/bucketed', withoutBucket('admin'), table)).toBe('toLanding');
    expect(routeDecision('/bucketed', withBucket('customer'), table)).toBe('show');
  });

  it('puts it on a Bolt’s statistics page: out of the Bolt menu and guarded without a bucket id', () => {
    const paths = (viewer: Viewer) => boltMenu(viewer, 5, false, routes).map((item) => item.path);
    expect(paths(withBucket('customer'))).toContain('/bolts/5/statistics');
    expect(paths(withoutBucket('customer'))).not.toContain('/bolts/5/statistics');
    expect(paths(withoutBucket('customer'))).toContain('/bolts/5/databases');
    expect(routeDecision('/bolts/5/statistics', withoutBucket('customer'), routes)).toBe('toLanding');
    expect(routeDecision('/bolts/5/statistics', withBucket('customer'), routes)).toBe('show');
    expect(routes.filter((route) => route.needsAccountBucket).map((route) => route.path)).toEqual(['/bolts/:boltId/statistics']);
  });
});
