import type { Config } from '../../config.js';
import { dnsChecker } from '../dns/check.js';
import type { CdnProvider } from './provider.js';
import { sandboxCdn } from './sandbox.js';

/** The CDN the app provisions on: the sandbox (no real CDN is reachable), checking ownership on the DNS when DNS_RESOLVER is set. */
export const cdnProvider = (config: Pick<Config, 'cdnSandboxMs' | 'dnsResolver'>, now: () => number = Date.now): CdnProvider =>
  sandboxCdn({ stepMs: config.cdnSandboxMs, dns: config.dnsResolver ? dnsChecker(config.dnsResolver) : null, now });
