import { z } from 'zod';
import { messages } from '../messages';

export const requiredText = (max = 255) => z.string(messages.required).trim().min(1, messages.required).max(max, messages.tooLong(max));

const isIp = (value: string) => z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success;
const isCidr = (value: string) => z.cidrv4().safeParse(value).success || z.cidrv6().safeParse(value).success;

export const ipAddress = () => requiredText(64).refine(isIp, messages.validIpAddress);
/** An optional IPv6 address: empty (or null) is none. */
export const optionalIpv6 = () =>
  z
    .string(messages.validIpv6Address)
    .trim()
    .refine((v) => v === '' || z.ipv6().safeParse(v).success, messages.validIpv6Address)
    .transform((v) => v || null)
    .nullable();
export const ipOrCidr = () => requiredText(64).refine((v) => isIp(v) || isCidr(v), messages.validIp);

/** An optional expiry: ISO date-time in the future, or null for "never". */
export const optionalExpiry = () =>
  z
    .union([z.iso.datetime({ offset: true }), z.null()])
    .optional()
    .refine((v) => v == null || Date.parse(v) > Date.now(), messages.futureDate)
    // The moment itself is what gets stored (the database column takes a Date).
    .transform((v) => (v == null ? v : new Date(v)));

/** The largest id an `integer` (int4) column holds; a larger one names no record and would fail the query. */
export const MAX_RECORD_ID = 2 ** 31 - 1;

/** A record id sent as a number or a numeric string; every failure reads `message`. */
export const recordId = (message: string) => z.coerce.number(message).int(message).min(1, message).max(MAX_RECORD_ID, message);

export const wholeNumber = (min: number, max: number) =>
  z.coerce.number(messages.wholeNumber).int(messages.wholeNumber).min(min, messages.between(min, max)).max(max, messages.between(min, max));

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;
export const isDomain = (value: string) => DOMAIN.test(value);
