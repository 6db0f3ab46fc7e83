/** Who visits a page in the accessibility sweep: signed out, a customer, staff or an admin. */
export type VisitRole = 'visitor' | 'customer' | 'staff' | 'admin';

export const ROLE_EMAILS = { customer: 'customer@demo.test', staff: 'staff@demo.test', admin: 'admin@demo.test' } as const;

/**
 * The demo seed's records a route's parameters name: the customer's main shop (Bolt 1), its web shop
 * site (2) with the domain acme-webshop.no (1) and database 1, the customer Kari (user 3, account 2)
 * and server web01 (1).
 */
const PARAMS: Record<string, string> = {
  boltId: '1',
  envId: '2',
  name: 'acme-webshop.no',
  domainId: '1',
  dbId: '1',
  userId: '3',
  accountId: '2',
  siteId: '2',
  id: '1',
};

/** Pages that need more than their path to show what they are for. */
const QUERIES: Record<string, string> = {
  '/sso/canny': '?companyID=x&redirect=https%3A%2F%2Fexample.canny.io%2F',
  '/siteredirect': '?domain=nothing-here.example',
  '/verify-email': '?token=not-a-real-token',
};

/** The address the sweep opens for a route of the table. */
export function visitOf(path: string): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (value === undefined) throw new Error(`No demo record for :${name} of ${path}`);
    return value;
  });
  return filled + (QUERIES[path] ?? '');
}
