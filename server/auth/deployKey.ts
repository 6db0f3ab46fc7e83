import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** SSH wire format: a uint32 length, then the bytes. */
const sshString = (data: Buffer | string) => {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
};

const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

const KEY_TYPE = 'ssh-ed25519';

/**
 * The private key in OpenSSH's own unencrypted format (PROTOCOL.key), the one ssh and git load
 * for ed25519 everywhere: a header, the public key blob, then a section holding a repeated check
 * number, the key (32-byte seed followed by the public key) and the comment, padded to 8 bytes.
 */
function openSshPrivateKey(publicBlob: Buffer, seed: Buffer, raw: Buffer, comment: string): string {
  const check = randomBytes(4);
  let section = Buffer.concat([check, check, sshString(KEY_TYPE), sshString(raw), sshString(Buffer.concat([seed, raw])), sshString(comment)]);
  const padding = Array.from({ length: (8 - (section.length % 8)) % 8 }, (_, i) => i + 1);
  section = Buffer.concat([section, Buffer.from(padding)]);
  const body = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    uint32(1),
    sshString(publicBlob),
    sshString(section),
  ]);
  const lines = body.toString('base64').match(/.{1,70}/g)!;
  return ['-----BEGIN OPENSSH PRIVATE KEY-----', ...lines, '-----END OPENSSH PRIVATE KEY-----', ''].join('\n');
}

/**
 * A new ed25519 deploy key (spec 2 §2.4): the public half as an authorized_keys line
 * 'ssh-ed25519 AAAA… {comment}' for the git host, the private half for the site's server only.
 */
export function deployKeyPair(comment: string): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  const raw = Buffer.from(jwk.x!, 'base64url');
  const seed = Buffer.from(jwk.d!, 'base64url');
  const blob = Buffer.concat([sshString(KEY_TYPE), sshString(raw)]);
  return {
    publicKey: `${KEY_TYPE} ${blob.toString('base64')} ${comment}`,
    privateKey: openSshPrivateKey(blob, seed, raw, comment),
  };
}
