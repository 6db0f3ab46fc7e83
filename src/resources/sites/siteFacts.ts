import { DYNAMIC_REQUESTS_MULTIPLIER } from '../../rules/plans';

/** Spec 2 §3 CDN order as a site carries it: orderId, orderStatus, enabled. */
export interface CdnOrder {
  orderId?: string | number | null;
  orderStatus?: string | null;
  enabled?: boolean;
}

/** Spec 2 §4: a provisioning order is complete only when all its domains are. */
export const CDN_ORDER_COMPLETE = 'complete';

export interface CdnSetup {
  banner: 'incomplete' | 'enabled' | null;
  button: 'complete' | 'continue' | 'setup';
}

/**
 * Spec 2 §2.12 CDN banner and button: 'CDN Setup Incomplete' while an order exists and is not
 * complete, 'CDN Enabled' once enabled with an order id; the button reads 'Setup complete',
 * 'Continue setup' or, without an order, 'Setup CDN'.
 */
export function cdnSetup(order: CdnOrder | null | undefined): CdnSetup {
  const hasOrder = order?.orderId != null && order.orderId !== '';
  const complete = hasOrder && order?.orderStatus === CDN_ORDER_COMPLETE;
  return {
    banner: hasOrder && !complete ? 'incomplete' : hasOrder && order?.enabled ? 'enabled' : null,
    button: complete ? 'complete' : hasOrder ? 'continue' : 'setup',
  };
}

/**
 * A site's CDN order, from its domains' (spec 2 §3 CDN order per domain): one still being set up
 * comes first, then one that is complete, else none.
 */
export function siteCdnOrder(domains: readonly CdnOrder[]): CdnOrder | null {
  const ordered = domains.filter((cdn) => cdn.orderId != null && cdn.orderId !== '');
  return ordered.find((cdn) => cdn.orderStatus !== CDN_ORDER_COMPLETE) ?? ordered.find((cdn) => cdn.enabled) ?? ordered[0] ?? null;
}

/** The command line that opens an SSH session on the site (spec 2 §2.12 'connect via ssh'). */
export const sshCommand = (username: string, hostname: string, port: number) => `ssh -p ${port} ${username}@${hostname}`;

/**
 * A secret shown masked until asked for: its first and last four characters around dots, so a
 * person can still tell two keys apart.
 */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '•'.repeat(secret.length);
  return `${secret.slice(0, 4)}${'•'.repeat(12)}${secret.slice(-4)}`;
}

/** Site usage answers dynamic requests in millions; spec 1 §9 multiplies them back to a count. */
export const requestsFromMillions = (millions: number) => Math.round(millions * DYNAMIC_REQUESTS_MULTIPLIER);
