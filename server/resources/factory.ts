import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canAccess, passesFlags, type Action, type Role } from '../../src/rules/access.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { currentUser } from '../plugins/auth.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { filtersOf, idParams, listMeta, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { listTotal, settleTotal, totalKey } from '../http/listCount.js';
import { cursorSelection, keyset, nextCursor, withoutCursorKeys, type Keyset } from '../http/listCursor.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import type { ResourceDeclaration } from './declaration.js';
import { keptStatements, statementName, type PageStatement } from './listStatements.js';
import { presentRow, selectResource } from './records.js';

/** The Postgres constraint a write broke (23505 unique, 23503 foreign key), whichever driver raised it. */
function violation(error: unknown): { kind: 'unique' | 'reference'; constraint: string } | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const constraint = e.cause?.constraint ?? e.constraint ?? '';
  if (code === '23505') return { kind: 'unique', constraint };
  if (code === '23503') return { kind: 'reference', constraint };
  return null;
}

export function registerResource(app: FastifyInstance, decl: ResourceDeclaration) {
  const { table } = decl;
  const path = decl.path ?? decl.type;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const select = (db: DbOrTx, fields?: Record<string, unknown>) => selectResource(db, decl, fields);

  /** Plain paths act as a customer of the caller's own account; admin paths as the caller's role. */
  const conditions = (user: AuthUser, asAdmin: boolean): SQL[] => [
    ...(decl.where ? [decl.where] : []),
    ...(!asAdmin && decl.scope ? [decl.scope(user, app.db)] : []),
  ];

  const present = (row: Record<string, unknown>) => presentRow(decl, row);
  const one = oneDocument(decl.record);

  const spec: ListSpec = { id: table.id, sortable: decl.sortable, defaultSort: decl.defaultSort, filterable: decl.filterable, search: decl.search };

  const findOne = async (db: DbOrTx, id: number, user: AuthUser, asAdmin: boolean) => {
    const [row] = await select(db)
      .where(and(eq(table.id, id), ...conditions(user, asAdmin)))
      .limit(1);
    if (!row) throw notFound();
    return present(row);
  };

  const guard = (role: Role, action: Action) => {
    if (!canAccess(role, action, decl.access)) throw forbidden();
  };

  const translateViolation = (error: unknown): never => {
    const broken = violation(error);
    const texts = broken && (broken.kind === 'unique' ? decl.unique : decl.references);
    if (broken && texts && Object.keys(texts).length) {
      const [field, detail] = Object.entries(texts).find(([name]) => broken.constraint.includes(snake(name))) ?? Object.entries(texts)[0];
      throw new ApiError(422, [
        {
          status: '422',
          code: broken.kind === 'unique' ? 'taken' : 'invalid',
          title: 'Invalid attribute',
          detail,
          source: { pointer: `/data/attributes/${field}` },
        },
      ]);
    }
    throw error;
  };

  const mount = (prefix: string, asAdmin: boolean) => {
    const roleFor = (user: AuthUser): Role => {
      // Second line of defence behind the auth plugin: an admin mount never serves a customer.
      if (asAdmin && user.role === 'customer') throw forbidden();
      return asAdmin ? user.role : 'customer';
    };
    // A route exists only where some caller of this path may take its action, so custom routes
    // (e.g. a Bolt's deletion with its own rules) can take the method.
    const offered = (action: Action) =>
      (asAdmin ? (['staff', 'admin'] as const) : (['customer'] as const)).some((role) => canAccess(role, action, decl.access));
    const url = `/v1/${prefix}${path}`;
    const tags = [decl.type];
    const readConfig = asAdmin ? undefined : decl.readConfig;

    if (offered('list')) {
      const kept = keptStatements();
      /**
       * A request's page statements: its offset a placeholder past the first page, its cursor's
       * values placeholders too (`after`); `named`: prepared in PostgreSQL under a name of its
       * text (a kept one).
       */
      const pageStatement = async (
        user: AuthUser,
        query: ListQuery & Record<string, unknown>,
        after: Keyset | null,
        named: boolean,
      ): Promise<PageStatement> => {
        const filtered = and(...conditions(user, asAdmin), ...(await listConditions(app.db, spec, query)));
        const order = listOrder(spec, query);
        // The page's ids first, then the full records of just those: computed attributes (counts,
        // joins) are worked out for 15 rows, not for every row a deep OFFSET skips.
        const first = after !== null || query.page === 1;
        const pageIds = select(app.db, { id: table.id })
          .where(and(filtered, after?.condition))
          .orderBy(...order)
          .limit(literal(query.per_page))
          .offset(first ? literal(0) : sql.placeholder('offset'));
        const page = select(app.db, { ...decl.selection, ...cursorSelection(spec, query) })
          .where(inArray(table.id, pageIds))
          .orderBy(...order);
        const rows = () => select(app.db, { id: table.id }).where(filtered);
        // An empty name: an unnamed statement, parsed for this request only.
        return { page: page.prepare(named ? statementName(page) : ''), rows, totalKey: totalKey(rows()) };
      };

      const schema = { querystring: listQuerySchema, response: { 200: listDocument(decl.record) }, tags };
      api.get(url, { schema, config: readConfig }, async (request) => {
        const user = currentUser(request);
        guard(roleFor(user), 'list');
        const query = request.query as ListQuery & Record<string, unknown>;
        const after = keyset(spec, query, true);
        // A page without filter or search is the same statement for the caller (a scope depends on
        // their id and account only), the sort and the page's place (first, by offset, or after a
        // cursor of one shape, its values sent with each run): kept (listStatements.ts).
        const plain = !query.q?.trim() && filtersOf(query).length === 0;
        const caller = asAdmin ? 'staff' : `${user.id}/${user.accountId}`;
        const place = after ? `after ${after.shape}` : query.page === 1 ? 'first' : 'by offset';
        const shape = `${query.sort ?? ''} ${query.direction} ${query.per_page} ${place}`;
        const statement = plain
          ? await kept(`${caller} ${shape}`, () => pageStatement(user, query, after, true))
          : await pageStatement(user, query, after, false);
        const offset = (query.page - 1) * query.per_page;
        const [rows, counted] = await Promise.all([
          statement.page.execute({ offset, ...after?.values }) as Promise<Record<string, unknown>[]>,
          listTotal(app.db, statement.rows, statement.totalKey),
        ]);
        const { total, estimated } = settleTotal(counted, offset, rows.length, query.per_page);
        return {
          data: rows.map((row) => present(withoutCursorKeys(row))),
          meta: listMeta(query.page, query.per_page, total, rows.length, estimated, nextCursor(spec, query, rows)),
        };
      });
    }

    if (offered('show'))
      api.get(`${url}/:id`, { schema: { params: idParams, response: { 200: one }, tags }, config: readConfig }, async (request) => {
        const user = currentUser(request);
        guard(roleFor(user), 'show');
        const id = parseId(request.params.id);
        if (id === null) throw notFound();
        return { data: await findOne(app.db, id, user, asAdmin) };
      });

    if (decl.create && offered('create')) {
      api.post(url, { schema: { body: writeBody(decl.type, decl.create), response: { 201: one }, tags } }, async (request, reply) => {
        const user = currentUser(request);
        guard(roleFor(user), 'create');
        const attributes = request.body.data.attributes as Record<string, unknown>;
        const values = decl.toInsert ? decl.toInsert(attributes, user) : attributes;
        const data = await app.db
          .transaction(async (tx) => {
            await decl.authorizeCreate?.(attributes, user, tx);
            const [created] = await tx
              .insert(table)
              .values(values as never)
              .returning({ id: table.id });
            await decl.onWrite?.({ id: created.id as number, action: 'create', attributes }, tx, { user, send: app.jobs.send });
            return findOne(tx, created.id as number, user, true);
          })
          .catch(translateViolation);
        return reply.code(201).send({ data });
      });
    }

    if (decl.update && offered('edit')) {
      api.patch(
        `${url}/:id`,
        { schema: { params: idParams, body: writeBody(decl.type, decl.update), response: { 200: one }, tags } },
        async (request) => {
          const user = currentUser(request);
          guard(roleFor(user), 'edit');
          const id = parseId(request.params.id);
          if (id === null) throw notFound();
          const attributes = request.body.data.attributes as Record<string, unknown>;
          await decl.authorizeUpdate?.(id, user, asAdmin, app.db);
          const data = await app.db
            .transaction(async (tx) => {
              const changes = { ...attributes, ...('updatedAt' in table ? { updatedAt: new Date() } : {}) };
              const updated = Object.keys(attributes).length
                ? await tx
                    .update(table)
                    .set(changes as never)
                    .where(and(eq(table.id, id), ...conditions(user, asAdmin)))
                    .returning({ id: table.id })
                : [{ id }];
              if (!updated.length) throw notFound();
              await decl.onWrite?.({ id, action: 'update', attributes }, tx, { user, send: app.jobs.send });
              return findOne(tx, id, user, asAdmin);
            })
            .catch(translateViolation);
          return { data };
        },
      );
    }

    if (offered('delete'))
      api.delete(`${url}/:id`, { schema: { params: idParams, response: { 204: noContent }, tags } }, async (request, reply) => {
        const user = currentUser(request);
        guard(roleFor(user), 'delete');
        const id = parseId(request.params.id);
        if (id === null) throw notFound();
        await app.db.transaction(async (tx) => {
          const [exists] = await tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.id, id), ...conditions(user, asAdmin)))
            .for('update');
          if (!exists) throw notFound();
          await decl.beforeDelete?.(id, tx, user);
          await decl.onWrite?.({ id, action: 'delete' }, tx, { user, send: app.jobs.send });
          await tx.delete(table).where(eq(table.id, id));
        });
        return reply.code(204).send();
      });
  };

  if (passesFlags('customer', decl.access)) mount('', false);
  if (passesFlags('staff', decl.access) || passesFlags('admin', decl.access)) mount('admin/', true);
}

/**
 * A page size or offset written into a statement's text, not sent as a parameter (drizzle's way):
 * PostgreSQL plans a kept statement once only when nothing in its LIMIT and OFFSET is a parameter
 * (else each run plans again, which costs more than the page's query). Whole numbers only.
 */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `filter[x]=true|false` on a boolean expression. */
export const booleanFilter = (expression: SQL | ((on: boolean) => SQL)) => (value: string) => {
  const on = value === 'true' || value === '1';
  return typeof expression === 'function' ? expression(on) : on ? expression : sql`not (${expression})`;
};
