import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/rules/sha256';
import { MAX_SSH_KEY_CHARS, parseSshKey, sshKeyMessages } from '../../src/rules/sshKey';

/** SSH wire format: each field a uint32 big-endian length and its bytes. */
const wire = (...fields: Buffer[]) =>
  Buffer.concat(fields.flatMap((field) => [Buffer.from([0, 0, 0, 0].map((_, i) => (field.length >>> (24 - 8 * i)) & 0xff)), field]));
const str = (text: string) => Buffer.from(text);
/** An mpint keeps a leading zero byte when the top bit is set, so the number stays positive. */
const mpint = (bytes: Buffer) => (bytes[0] & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const b64url = (text: string) => Buffer.from(text, 'base64url');

/** A fresh key pair made by node:crypto, written the way `ssh-keygen` writes a .pub file. */
function openSshKey(kind: 'ed25519' | 'rsa2048' | 'rsa3072' | 'rsa1024' | 'p256' | 'p384' | 'p521') {
  let blob: Buffer;
  let type: string;
  if (kind === 'ed25519') {
    const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
    type = 'ssh-ed25519';
    blob = wire(str(type), b64url(jwk.x!));
  } else if (kind.startsWith('rsa')) {
    const jwk = generateKeyPairSync('rsa', { modulusLength: Number(kind.slice(3)) }).publicKey.export({ format: 'jwk' });
    type = 'ssh-rsa';
    blob = wire(str(type), mpint(b64url(jwk.e!)), mpint(b64url(jwk.n!)));
  } else {
    const curve: string = { p256: 'P-256', p384: 'P-384', p521: 'P-521' }[kind as 'p256' | 'p384' | 'p521'];
    const jwk = generateKeyPairSync('ec', { namedCurve: curve }).publicKey.export({ format: 'jwk' });
    const name = `nist${kind}`;
    type = `ecdsa-sha2-${name}`;
    blob = wire(str(type), str(name), Buffer.concat([Buffer.from([4]), b64url(jwk.x!), b64url(jwk.y!)]));
  }
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  return { line: `${type} ${blob.toString('base64')} dev@laptop`, blob, type, fingerprint };
}

describe('sha256', () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 1000])('matches node:crypto on %i random bytes', (length) => {
    const bytes = randomBytes(length);
    expect(Buffer.from(sha256(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});

describe('parseSshKey on keys made by node:crypto', () => {
  it.each([
    ['ed25519', 'ssh-ed25519', 256],
    ['rsa2048', 'ssh-rsa', 2048],
    ['rsa3072', 'ssh-rsa', 3072],
    ['p256', 'ecdsa-sha2-nistp256', 256],
    ['p384', 'ecdsa-sha2-nistp384', 384],
    ['p521', 'ecdsa-sha2-nistp521', 521],
  ] as const)('reads a %s key: type, length in bits, SHA256 fingerprint, comment', (kind, keyType, keyLength) => {
    const key = openSshKey(kind);
    expect(parseSshKey(`  ${key.line}\n`)).toEqual({
      ok: true,
      key: { keyType, keyLength, fingerprint: key.fingerprint, comment: 'dev@laptop', sshkey: key.line },
    });
  });

  it('reads a key without a comment and keeps a comment with spaces', () => {
    const key = openSshKey('ed25519');
    const [type, data] = key.line.split(' ');
    expect(parseSshKey(`${type} ${data}`)).toMatchObject({ ok: true, key: { comment: '', sshkey: `${type} ${data}` } });
    expect(parseSshKey(`${type} ${data} Kari at work`)).toMatchObject({ ok: true, key: { comment: 'Kari at work' } });
  });

  it('refuses RSA keys shorter than 2048 bits', () => {
    expect(parseSshKey(openSshKey('rsa1024').line)).toEqual({ ok: false, error: sshKeyMessages.rsaTooShort(1024) });
  });
});

describe('parseSshKey on bad input', () => {
  const ed = openSshKey('ed25519');
  const [, edData] = ed.line.split(' ');
  const rsa = openSshKey('rsa2048');

  it.each([
    ['empty', '', 'The field cannot be empty.'],
    ['blank', '  \n ', 'The field cannot be empty.'],
    ['a private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----', sshKeyMessages.privateKey],
    ['a single word', 'AAAAC3NzaC1lZDI1NTE5', sshKeyMessages.format],
    ['prose', 'my key is here', sshKeyMessages.format],
    ['an unsupported type', `ssh-dss ${edData}`, sshKeyMessages.type('ssh-dss')],
    ['broken base64', 'ssh-ed25519 AAAA$$$$', sshKeyMessages.base64],
    ['base64 of the wrong length', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5A', sshKeyMessages.base64],
    ['a mismatched type', `ssh-rsa ${edData}`, sshKeyMessages.mismatch('ssh-rsa', 'ssh-ed25519')],
    ['data that is no SSH key', `ssh-ed25519 ${Buffer.from([0, 0, 0, 3, 0xff, 0x00, 0x07]).toString('base64')}`, sshKeyMessages.malformed],
    ['a truncated key', `ssh-ed25519 ${ed.blob.subarray(0, ed.blob.length - 3).toString('base64')}`, sshKeyMessages.malformed],
    ['trailing bytes', `ssh-ed25519 ${Buffer.concat([ed.blob, Buffer.from([0])]).toString('base64')}`, sshKeyMessages.malformed],
    ['a truncated RSA key', `ssh-rsa ${rsa.blob.subarray(0, 40).toString('base64')}`, sshKeyMessages.malformed],
    ['a huge length field', `ssh-ed25519 ${Buffer.from([0xff, 0xff, 0xff, 0xff, 1, 2]).toString('base64')}`, sshKeyMessages.malformed],
    [
      'an ECDSA key naming another curve',
      `ecdsa-sha2-nistp256 ${wire(str('ecdsa-sha2-nistp256'), str('nistp384'), Buffer.alloc(65, 4)).toString('base64')}`,
      sshKeyMessages.malformed,
    ],
    [
      'an ECDSA point of the wrong size',
      `ecdsa-sha2-nistp256 ${wire(str('ecdsa-sha2-nistp256'), str('nistp256'), Buffer.alloc(64, 4)).toString('base64')}`,
      sshKeyMessages.malformed,
    ],
    ['an ed25519 key of 31 bytes', `ssh-ed25519 ${wire(str('ssh-ed25519'), Buffer.alloc(31)).toString('base64')}`, sshKeyMessages.malformed],
    ['text longer than any public key', `ssh-ed25519 ${'A'.repeat(MAX_SSH_KEY_CHARS)}`, sshKeyMessages.tooLong],
  ])('refuses %s with a precise reason', (_what, input, error) => {
    expect(parseSshKey(input)).toEqual({ ok: false, error });
  });
});
