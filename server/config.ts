import path from 'node:path';
import type { LoginThrottle } from './auth/loginThrottle.js';

/** Runtime configuration, read once from the environment (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  demoPassword: string;
  tokenTtlSeconds: number;
  loginRateLimit: { max: number; windowMs: number };
  loginThrottle: LoginThrottle;
  /** Fastify's trustProxy: which proxies may set X-Forwarded-For (the client address the login limit counts). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
}

/** TRUST_PROXY: unset/false = none, a number = that many hops, anything else = addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    // The embedded database is a demo by default; a real PostgreSQL is seeded only on request.
    seed: (env.SEED ?? (databaseUrl ? 'none' : 'demo')) === 'demo' ? 'demo' : 'none',
    demoPassword: env.DEMO_PASSWORD ?? 'demo-password-1',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 8 * 3600),
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    loginThrottle: {
      maxFailures: Number(env.LOGIN_ACCOUNT_MAX_FAILURES ?? 5),
      windowMs: Number(env.LOGIN_ACCOUNT_WINDOW_MS ?? 15 * 60_000),
      baseLockMs: Number(env.LOGIN_ACCOUNT_LOCK_MS ?? 30_000),
      maxLockMs: Number(env.LOGIN_ACCOUNT_MAX_LOCK_MS ?? 15 * 60_000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
