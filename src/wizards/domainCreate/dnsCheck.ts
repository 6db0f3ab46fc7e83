import type { DnsRecordCheck, DnsValidation } from '../../dataProvider/calls/certificates';
import { firstErrorDetail } from './errors';

/** Spec 2 §2.2 DNS Routing: one row per name; isActive null until checked, then true or false with the server's message. */
export interface DnsRow {
  name: string;
  isActive: boolean | null;
  message: string | null;
}

/** Where the site answers: its IP address, IPv6 address and host name (spec 2 §3 Environment). */
export interface SiteTarget {
  ip: string | null;
  ipv6: string | null;
  hostname: string | null;
}

export const uncheckedRows = (names: readonly string[]): DnsRow[] => names.map((name) => ({ name, isActive: null, message: null }));

/** Whether the rows are of these names, in this order (a changed name or www starts the check over). */
export const rowsAreFor = (rows: readonly DnsRow[], names: readonly string[]) =>
  rows.length === names.length && rows.every((row, index) => row.name === names[index]);

/** Next is enabled only when every row is active (spec 2 §2.2). */
export const allRowsActive = (rows: readonly DnsRow[]) => rows.length > 0 && rows.every((row) => row.isActive === true);

type Validate = (check: DnsRecordCheck) => Promise<DnsValidation>;

/**
 * Spec 2 §2.2: a name routes to the site when its A record is the site's IP, else when it is a
 * CNAME of the site's host name (with the root's trailing dot). When both fail, the server's last
 * message says why; a check the server could not answer says what went wrong instead.
 */
export async function checkDnsRow(name: string, target: SiteTarget, validate: Validate): Promise<DnsRow> {
  const checks: DnsRecordCheck[] = [];
  if (target.ip) checks.push({ recordName: name, recordValue: target.ip, recordType: 'A' });
  if (target.hostname) checks.push({ recordName: name, recordValue: `${target.hostname}.`, recordType: 'CNAME' });
  let message: string | null = null;
  for (const check of checks) {
    try {
      const answer = await validate(check);
      if (answer.isActive) return { name, isActive: true, message: null };
      message = answer.message ?? message;
    } catch (error) {
      message = firstErrorDetail(error) || message;
    }
  }
  return { name, isActive: false, message };
}

/** Every row checked at once ('Test and verify'). */
export const checkDnsRows = (names: readonly string[], target: SiteTarget, validate: Validate) =>
  Promise.all(names.map((name) => checkDnsRow(name, target, validate)));
