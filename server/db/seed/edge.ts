import type { DbOrTx } from '../client.js';
import { accounts, ipBlocks, lockdowns, userAgentBlocks, users } from '../schema.js';
import { days } from './values.js';

type Rows = {
  staff: typeof users.$inferSelect;
  admin: typeof users.$inferSelect;
  locked: typeof accounts.$inferSelect;
};

/** Demo IP and user-agent blocks and the locked account's lockdown. */
export async function seedEdge(tx: DbOrTx, { staff, admin, locked }: Rows) {
  await tx.insert(ipBlocks).values([
    { address: '203.0.113.7', reason: 'Credential stuffing against wp-login.php', createdBy: staff.id },
    { address: '198.51.100.0/24', reason: 'Botnet range, abuse report #4411', createdBy: staff.id, expiresAt: days(30) },
    { address: '2001:db8:85a3::/48', reason: 'Scraper hammering search pages', createdBy: staff.id, expiresAt: days(7) },
    { address: '192.0.2.45', reason: 'XML-RPC flood', createdBy: staff.id, expiresAt: days(-2) },
    { address: '100.64.12.9', reason: 'Port scanning the SSH gateways', createdBy: admin.id },
  ]);
  await tx.insert(userAgentBlocks).values([
    { pattern: 'MJ12bot', matchType: 'contains', reason: 'Aggressive crawler ignoring robots.txt', createdBy: staff.id },
    { pattern: 'python-requests/2.', matchType: 'contains', reason: 'Scripted login attempts', createdBy: staff.id, expiresAt: days(14) },
    { pattern: '^$', matchType: 'regex', reason: 'Empty user agents hitting checkout', createdBy: staff.id },
    { pattern: 'BadBot/1.0', matchType: 'exact', reason: 'Known vulnerability scanner', createdBy: admin.id },
  ]);
  await tx
    .insert(lockdowns)
    .values([{ accountId: locked.id, type: 'soft', reason: 'Spam campaign reported by three recipients', createdBy: staff.id }]);
}
