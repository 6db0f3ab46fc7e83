import { messages } from './messages';
import { sha256 } from './sha256';

/**
 * OpenSSH public keys ("type base64 comment", one line of an authorized_keys file): the checks the
 * add-key form and the API share, and the facts an SSH key record shows (spec 2 §3 SSH key).
 */
export const SSH_KEY_TYPES = ['ssh-ed25519', 'ssh-rsa', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521'] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

/** Shorter RSA moduli are breakable in practice; OpenSSH itself refuses them since 8.8. */
export const MIN_RSA_BITS = 2048;

/** Far above a 16384-bit RSA key (about 2.8 KB); anything longer is not a public key. */
export const MAX_SSH_KEY_CHARS = 16384;

/** The point sizes of the NIST curves: 0x04 followed by two coordinates. */
const ECDSA_CURVES: Record<string, { bits: number; pointBytes: number }> = {
  nistp256: { bits: 256, pointBytes: 65 },
  nistp384: { bits: 384, pointBytes: 97 },
  nistp521: { bits: 521, pointBytes: 133 },
};

// The specs say only that the server's detail is shown under the field; these are ours.
export const sshKeyMessages = {
  required: messages.required,
  privateKey: 'This is a private key. Paste the public key (the contents of the .pub file) instead.',
  format: 'Please paste an OpenSSH public key: its type, a space and the key data, e.g. "ssh-ed25519 AAAAC3Nz... you@laptop".',
  type: (type: string) => `Key type ${type} is not supported. Use ssh-ed25519, ssh-rsa or ecdsa-sha2-nistp256/384/521.`,
  base64: 'The key data is not valid base64.',
  mismatch: (declared: string, embedded: string) => `The key data is of type ${embedded}, but the key says ${declared}.`,
  tooLong: 'This is too long to be an SSH public key.',
  malformed: 'The key data is incomplete or damaged. Please copy the whole key again.',
  rsaTooShort: (bits: number) => `RSA keys must be at least ${MIN_RSA_BITS} bits long; this one has ${bits}.`,
} as const;

export interface ParsedSshKey {
  keyType: SshKeyType;
  keyLength: number;
  /** 'SHA256:' and the unpadded base64 of the decoded key, as `ssh-keygen -l` prints it. */
  fingerprint: string;
  /** The comment after the key data, '' when there is none. */
  comment: string;
  /** The key normalised to "type data comment" on one line. */
  sshkey: string;
}

export type SshKeyResult = { ok: true; key: ParsedSshKey } | { ok: false; error: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(data: string): Uint8Array | null {
  if (!BASE64.test(data)) return null;
  const binary = atob(data);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const encodeBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

class Malformed extends Error {}

/** Reads the SSH wire format: uint32 big-endian lengths, each followed by that many bytes. */
function fieldReader(blob: Uint8Array) {
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  let offset = 0;
  return {
    next(): Uint8Array {
      if (offset + 4 > blob.length) throw new Malformed();
      const length = view.getUint32(offset);
      offset += 4;
      if (length > blob.length - offset) throw new Malformed();
      offset += length;
      return blob.subarray(offset - length, offset);
    },
    atEnd: () => offset === blob.length,
  };
}

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** Bits of an unsigned big-endian integer (an mpint's leading zero byte only keeps it positive). */
function bitLength(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]));
}

/** The key length in bits; throws Malformed when the fields are not those of `type`. */
function lengthOf(type: SshKeyType, blob: Uint8Array): number {
  const fields = fieldReader(blob);
  fields.next();
  let bits: number;
  if (type === 'ssh-ed25519') {
    if (fields.next().length !== 32) throw new Malformed();
    bits = 256;
  } else if (type === 'ssh-rsa') {
    const exponent = fields.next();
    bits = bitLength(fields.next());
    if (bitLength(exponent) === 0) throw new Malformed();
  } else {
    const curveName = type.slice('ecdsa-sha2-'.length);
    const curve = ECDSA_CURVES[curveName];
    if (text(fields.next()) !== curveName) throw new Malformed();
    const point = fields.next();
    if (point.length !== curve.pointBytes || point[0] !== 4) throw new Malformed();
    bits = curve.bits;
  }
  if (!fields.atEnd()) throw new Malformed();
  return bits;
}

const isKeyType = (type: string): type is SshKeyType => (SSH_KEY_TYPES as readonly string[]).includes(type);

function sshKeyFingerprint(blob: Uint8Array): string {
  return `SHA256:${encodeBase64(sha256(blob)).replace(/=+$/, '')}`;
}

/** Checks a pasted public key and describes it; the first problem found is the error. */
export function parseSshKey(input: string): SshKeyResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: sshKeyMessages.required };
  if (trimmed.length > MAX_SSH_KEY_CHARS) return { ok: false, error: sshKeyMessages.tooLong };
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(trimmed)) return { ok: false, error: sshKeyMessages.privateKey };
  const [declared, data, ...rest] = trimmed.split(/\s+/);
  if (data === undefined) return { ok: false, error: sshKeyMessages.format };
  if (!isKeyType(declared)) {
    // A word shaped like a key type (ssh-dss, sk-ssh-ed25519@openssh.com) is named; anything else is no key.
    return { ok: false, error: /^[a-z0-9]+[-@][a-z0-9@.-]+$/i.test(declared) ? sshKeyMessages.type(declared) : sshKeyMessages.format };
  }
  const blob = decodeBase64(data);
  if (!blob) return { ok: false, error: sshKeyMessages.base64 };
  try {
    const embedded = text(fieldReader(blob).next());
    if (embedded !== declared) {
      // Name the embedded type only when it is one; random bytes would make an unreadable message.
      return { ok: false, error: /^[a-z0-9@.-]{1,64}$/.test(embedded) ? sshKeyMessages.mismatch(declared, embedded) : sshKeyMessages.malformed };
    }
    const keyLength = lengthOf(declared, blob);
    if (declared === 'ssh-rsa' && keyLength < MIN_RSA_BITS) return { ok: false, error: sshKeyMessages.rsaTooShort(keyLength) };
    const comment = rest.join(' ');
    return {
      ok: true,
      key: {
        keyType: declared,
        keyLength,
        fingerprint: sshKeyFingerprint(blob),
        comment,
        sshkey: [declared, data, comment].filter(Boolean).join(' '),
      },
    };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, error: sshKeyMessages.malformed };
    throw error;
  }
}
