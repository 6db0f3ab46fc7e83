import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireBoltPermission } from '../auth/boltAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { inviteSchema, memberUpdateSchema } from '../../src/rules/schemas/member.js';
import { noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { boltUserRecordSchema, boltUsersDocument } from '../../src/rules/schemas/records/member.js';
import { boltIdOf, changeRole, invite, listPeople, memberOf, removeMember, showPerson } from '../services/members.js';

const boltParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
const tags = ['users'];
const one = oneDocument(boltUserRecordSchema);

/** Spec 1 §2 users-access: who may work on a Bolt, invitations, roles, leaving. */
export async function boltMemberRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/users',
    { params: boltParams, querystring: listQuerySchema, response: { 200: boltUsersDocument }, tags },
    async ({ params, query }, { user, asAdmin }) => listPeople(app.db, user, boltIdOf(params.id), asAdmin, query as ListQuery),
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/invite',
    { params: boltParams, body: writeBody('bolt-users', inviteSchema), response: { 201: one }, tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageUsers');
      return reply.code(201).send({ data: await invite(app.db, app.mailer, boltId, body.data.attributes) });
    },
  );

  dualRoute(app, 'GET', 'bolts/:id/users/:userId', { params: memberParams, response: { 200: one }, tags }, async ({ params }, { user, asAdmin }) => ({
    data: await showPerson(app.db, user, boltIdOf(params.id), asAdmin, params.userId),
  }));

  dualRoute(
    app,
    'PUT',
    'bolts/:id/users/:userId',
    { params: memberParams, body: writeBody('bolt-users', memberUpdateSchema), response: { 200: one }, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageUsers');
      const member = await memberOf(app.db, boltId, params.userId);
      return { data: await changeRole(app.db, boltId, member.id, body.data.attributes.role) };
    },
  );

  dualRoute(
    app,
    'DELETE',
    'bolts/:id/users/:userId',
    { params: memberParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const boltId = boltIdOf(params.id);
      const member = await memberOf(app.db, boltId, params.userId);
      // Anyone may leave a Bolt; removing someone else needs the right to manage users.
      if (member.userId !== user.id) await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageUsers');
      await removeMember(app.db, member.id);
      return reply.code(204).send();
    },
  );
}
