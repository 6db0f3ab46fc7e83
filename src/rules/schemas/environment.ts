import { z } from 'zod';
import { STAFF_CACHE_MODES } from '../caching';
import { messages } from '../messages';
import { SSH_ACCESS_TYPES } from '../sshAccess';
import { phpExtensionsField, phpMemoryLimitField, phpTimezoneField, phpVersionField } from './php';

/** Spec 2 §5 site name rules, checked in order so an empty name gets only the first message. */
export const siteTitle = () =>
  z
    .string(messages.siteNameRequired)
    .trim()
    .min(1, { message: messages.siteNameRequired, abort: true })
    .min(6, messages.siteNameMin)
    .max(50, messages.siteNameMax);

const flag = (name: string) => `${name} must be true or false.`;

export const environmentMessages = {
  // The specs do not give these texts; they follow the specs' tone.
  limitReached: (sites: number) => `This Bolt has reached its limit of ${sites} sites. Upgrade the plan or remove a site to add another.`,
  refreshApikey: flag('refreshApikey'),
  boltRequired: 'Please choose the Bolt of the new site.',
  forceHttps: 'forceHTTPS must be true, false or a domain.',
  reverseProxy: 'reverseProxy must be an http or https address, or null.',
  enabled: 'site enabled',
  disabled: 'site disabled',
  reverseProxySet: 'reverse proxy updated',
  forceDomain: 'forceDomain must hold https and domain, or be null.',
  // Spec 2 §8 success texts.
  renamed: 'site name changed',
  securityUpdated: 'security settings updated',
} as const;

/** POST environments?bolt={boltId}: a new site in a Bolt. */
export const environmentCreateSchema = z.strictObject({ title: siteTitle() });
export type EnvironmentCreateInput = z.input<typeof environmentCreateSchema>;

/**
 * PATCH environments/{id}: the attributes of spec 2 §7. What depends on the site (legacy or not,
 * its plan, its host) or on the caller (staff) is checked by the API; unknown attributes are
 * refused rather than silently ignored, so a client never believes a setting was saved.
 * `cloudflareLock` is the web firewall toggle of spec 2 §2.10. `forceHTTPS` is a flag ('true' and
 * 'false' strings too) on current sites and a domain on legacy ones; `forceDomain` null removes it.
 */
export const environmentUpdateSchema = z.strictObject({
  title: siteTitle().optional(),
  refreshApikey: z.boolean(environmentMessages.refreshApikey).optional(),
  ssh: z.boolean(flag('ssh')).optional(),
  sftp: z.boolean(flag('sftp')).optional(),
  sshAccess: z.enum(SSH_ACCESS_TYPES, messages.oneOf).optional(),
  phpVersion: phpVersionField().optional(),
  phpMemoryLimit: phpMemoryLimitField().optional(),
  phpTimezone: phpTimezoneField().optional(),
  phpExtensions: phpExtensionsField().optional(),
  separatePhpErrorLog: z.boolean(flag('separatePhpErrorLog')).optional(),
  cloudflareLock: z.boolean(flag('cloudflareLock')).optional(),
  cacheMode: z.enum(STAFF_CACHE_MODES, messages.oneOf).optional(),
  enabled: z.boolean(flag('enabled')).optional(),
  reverseProxy: z
    .union([z.url({ protocol: /^https?$/, message: environmentMessages.reverseProxy }), z.null()], environmentMessages.reverseProxy)
    .optional(),
  forceHTTPS: z.union([z.boolean(), z.string()], environmentMessages.forceHttps).optional(),
  forceDomain: z
    .union([z.strictObject({ https: z.boolean().default(true), domain: z.string() }), z.null()], environmentMessages.forceDomain)
    .optional(),
});
export type EnvironmentUpdateInput = z.input<typeof environmentUpdateSchema>;
