import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only the SHA-256 of a token is stored, so a database leak yields no sessions. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
