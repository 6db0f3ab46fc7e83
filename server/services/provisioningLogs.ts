import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { accounts, provisioningLogs } from '../db/schema.js';
import type { ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import type { provisioningLogRecordSchema } from '../../src/rules/schemas/records/provisioning.js';

type LogRecord = z.output<typeof provisioningLogRecordSchema>;

const logColumns = {
  id: provisioningLogs.id,
  orderId: provisioningLogs.orderId,
  customerId: provisioningLogs.accountId,
  customer: accounts.name,
  domain: provisioningLogs.domain,
  step: provisioningLogs.step,
  status: provisioningLogs.status,
  message: provisioningLogs.message,
  createdAt: provisioningLogs.createdAt,
};

const selectLogs = (db: DbOrTx, fields: ListFields = logColumns) =>
  db
    .select(fields as typeof logColumns)
    .from(provisioningLogs)
    .leftJoin(accounts, eq(accounts.id, provisioningLogs.accountId))
    .$dynamic();

/** Spec 1 §2 /provisioning/cloudflare/logs: newest first; by customer, step, status or order; `q` on the domain. */
const logListSpec: ListSpec = {
  id: provisioningLogs.id,
  sortable: { createdAt: provisioningLogs.createdAt },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: {
    customerId: provisioningLogs.accountId,
    step: provisioningLogs.step,
    status: provisioningLogs.status,
    orderId: provisioningLogs.orderId,
  },
  search: [provisioningLogs.domain],
};

const logRecord = ({ id, ...attributes }: Awaited<ReturnType<typeof selectLogs>>[number]): LogRecord => ({
  id: String(id),
  type: 'provisioning-logs',
  attributes,
});

/** One page of every provisioning step the jobs ran (staff only). */
export async function listProvisioningLogs(db: DbOrTx, query: ListQuery & Record<string, unknown>) {
  const page = await listPage(
    db,
    (fields) => selectLogs(db, fields),
    undefined,
    logListSpec,
    query,
    (row) => row,
  );
  return { ...page, data: page.data.map(logRecord) };
}
