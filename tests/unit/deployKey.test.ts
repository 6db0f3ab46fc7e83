import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deployKeyPair } from '../../server/auth/deployKey';

/** Reads SSH wire strings (uint32 length + bytes) one after another. */
function reader(buffer: Buffer) {
  let offset = 0;
  return {
    string() {
      const length = buffer.readUInt32BE(offset);
      const value = buffer.subarray(offset + 4, offset + 4 + length);
      offset += 4 + length;
      return value;
    },
    uint32() {
      offset += 4;
      return buffer.readUInt32BE(offset - 4);
    },
    bytes(n: number) {
      offset += n;
      return buffer.subarray(offset - n, offset);
    },
    rest: () => buffer.subarray(offset),
  };
}

describe('deployKeyPair (spec 2 §2.4 deploy key)', () => {
  const { publicKey, privateKey } = deployKeyPair('site-shop_1');
  const [type, blob, comment] = publicKey.split(' ');
  const publicRead = reader(Buffer.from(blob, 'base64'));
  const raw = (publicRead.string(), publicRead.string());

  it('answers an OpenSSH public key line with a 32-byte ed25519 key', () => {
    expect(type).toBe('ssh-ed25519');
    expect(comment).toBe('site-shop_1');
    expect(Buffer.from(blob, 'base64').subarray(4, 15).toString()).toBe('ssh-ed25519');
    expect(raw).toHaveLength(32);
  });

  it('keeps the private half in OpenSSH’s format, and the two halves belong together', () => {
    const lines = privateKey.trim().split('\n');
    expect(lines[0]).toBe('-----BEGIN OPENSSH PRIVATE KEY-----');
    expect(lines.at(-1)).toBe('-----END OPENSSH PRIVATE KEY-----');
    const body = Buffer.from(lines.slice(1, -1).join(''), 'base64');
    expect(body.subarray(0, 15).toString()).toBe('openssh-key-v1\0');
    const file = reader(body.subarray(15));
    expect([file.string().toString(), file.string().toString(), file.string().length, file.uint32()]).toEqual(['none', 'none', 0, 1]);
    expect(file.string().toString('base64')).toBe(blob);
    const section = file.string();
    expect(section.length % 8).toBe(0);
    const keys = reader(section);
    expect(keys.uint32()).toBe(keys.uint32());
    expect(keys.string().toString()).toBe('ssh-ed25519');
    expect(keys.string().equals(raw)).toBe(true);
    const secret = keys.string();
    expect(secret.subarray(32).equals(raw)).toBe(true);
    expect(keys.string().toString()).toBe('site-shop_1');
    expect([...keys.rest()]).toEqual([...keys.rest()].map((_, i) => i + 1));

    const x = raw.toString('base64url');
    const signer = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', x, d: secret.subarray(0, 32).toString('base64url') }, format: 'jwk' });
    const verifier = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
    const message = Buffer.from('deploy');
    expect(verify(null, message, verifier, sign(null, message, signer))).toBe(true);
  });

  it('makes a new key every time', () => {
    expect(deployKeyPair('c').publicKey).not.toBe(deployKeyPair('c').publicKey);
  });
});
