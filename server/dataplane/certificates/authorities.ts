import { readFileSync } from 'node:fs';
import type { CertificatesConfig } from '../../config.js';
import { acmeAuthority } from './acme.js';
import type { CertificateAuthority } from './authority.js';
import { letsEncryptSandbox, sandboxAuthority } from './sandbox.js';
import { sectigoSandbox } from './sectigo.js';

/** The authority for each certificate type that is ordered (spec 2 §3); SELF_SIGNED needs none. */
export type CertificateAuthorities = Record<'LETS_ENCRYPT' | 'SECTIGO', CertificateAuthority>;

const pemFile = (file: string | undefined) => (file === undefined ? undefined : readFileSync(file, 'utf8'));

/**
 * Let's Encrypt over ACME when ACME_DIRECTORY_URL is set, else the sandbox, so `npm start` with no
 * configuration works offline; Sectigo is always its sandbox.
 */
export function certificateAuthorities(config: CertificatesConfig, now: () => number = Date.now): CertificateAuthorities {
  const sandbox = { validationMs: config.sandboxMs, now };
  return {
    LETS_ENCRYPT: config.acmeDirectoryUrl
      ? acmeAuthority({
          directoryUrl: config.acmeDirectoryUrl,
          caBundlePem: pemFile(config.acmeCaBundleFile),
          accountKeyPem: pemFile(config.acmeAccountKeyFile),
        })
      : sandboxAuthority(letsEncryptSandbox, sandbox),
    SECTIGO: sandboxAuthority(sectigoSandbox, sandbox),
  };
}
