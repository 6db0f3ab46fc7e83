import { staffSshAccessGrantSchema, supportAccessSiteSchema } from '../../rules/schemas/sshKey';
import type { SshAccessExpiry } from '../../rules/sshAccess';
import { zodValidate } from '../zodValidate';

/** The grant page's values: the site (named by the call's path) and the Support grant itself. */
export interface SupportGrantValues {
  siteId: string;
  sshKeyId: string;
  expires: SshAccessExpiry;
}

const validateSite = zodValidate(supportAccessSiteSchema);
const validateGrant = zodValidate(staffSshAccessGrantSchema);

/** The API's own rules (spec 2 §9 expiry, a key) and a site, so the form says what the API would. */
export function validateSupportGrant(values: Record<string, unknown>) {
  const { siteId, ...grant } = values;
  return { ...validateSite({ siteId }), ...validateGrant(grant) };
}
