import { createHash, generateKeyPairSync } from 'node:crypto';

/** A fresh ed25519 public key in OpenSSH form, and the fingerprint `ssh-keygen -l` would print. */
export function newPublicKey(comment = 'dev@laptop') {
  const x = Buffer.from(generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const field = (bytes: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, bytes.length]), bytes]);
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(x)]);
  const data = blob.toString('base64');
  return {
    line: `ssh-ed25519 ${data}${comment ? ` ${comment}` : ''}`,
    data,
    fingerprint: `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
  };
}
