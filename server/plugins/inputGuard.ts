import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, type ErrorObject } from '../http/errors.js';
import { messages } from '../../src/rules/messages.js';

/**
 * PostgreSQL's text cannot hold U+0000, and a lone surrogate has no UTF-8 form: a string with
 * either would fail its query (a 500) or be stored altered. Nothing a person types contains them.
 */
export const isStorableText = (text: string) => !text.includes('\u0000') && text.isWellFormed();

const pointerOf = (path: string[]) => `/${path.map((key) => key.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** The paths of every string (keys included) in a parsed value that cannot be stored. Iterative: a deeply nested body cannot exhaust the stack. */
export function unstorablePaths(value: unknown): string[][] {
  const found: string[][] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(path);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorableText(key)) found.push([...path, key]);
        else pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

function refusal(request: FastifyRequest): ErrorObject[] {
  const error = (source: ErrorObject['source']): ErrorObject => ({
    status: '422',
    code: 'invalid',
    title: 'Invalid attribute',
    detail: messages.forbiddenCharacter,
    source,
  });
  return [
    ...unstorablePaths(request.params).map((path) => error({ parameter: path[0] ?? 'path' })),
    ...unstorablePaths(request.query).map((path) => error({ parameter: path[0] ?? 'query' })),
    ...unstorablePaths(request.body).map((path) => error({ pointer: pointerOf(path) || '/' })),
  ];
}

/**
 * The one check every request passes before its route's schema and any query: path parameters,
 * query string and body hold only text the database can store. A new route cannot skip it.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const errors = refusal(request);
    if (errors.length) throw new ApiError(422, errors);
  });
});
