import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticAssetsOptions {
  /** The built SPA (vite build's outDir); without an index.html in it nothing is served. */
  root?: string;
}

/** Vite names everything under assets/ by its content hash: a changed file is a new URL. */
const HASHED = 'public, max-age=31536000, immutable';
/** The entry points name the hashed files of the current build, so a browser asks again every time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** The unhashed files copied from public/ (favicon): kept a while, picked up within the hour after a change. */
const SHORT = 'public, max-age=3600';

const ENTRY_POINTS = new Set(['index.html', 'version.json']);

/** The Cache-Control of a file of the build, by its path relative to the build's root. */
function cacheControlOf(relative: string): string {
  const file = relative
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return HASHED;
  if (ENTRY_POINTS.has(file)) return REVALIDATE;
  return SHORT;
}

/** A path the SPA's router answers: any GET outside the build's assets (the API's paths never come here). */
const isPanelPath = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/assets/');

/**
 * Serves the built SPA: each file as brotli or gzip when the browser accepts it, from the .br/.gz
 * siblings the build wrote (vite.config.ts), never compressed per request; hashed assets cached for
 * good, the entry points revalidated, and every other GET outside /v1 answered with index.html so the
 * panel's router opens the path (history fallback). An unknown /assets/ file is a 404, not the page:
 * a stale tab asking for a chunk of an older build must fail visibly rather than parse HTML as code.
 * The API's own unknown paths are answered by its handler under /v1 (app.ts).
 */
export const staticAssetsPlugin = fp<StaticAssetsOptions>(
  async (app, { root }) => {
    const hasSpa = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root,
        // One route per file found at start-up (a build is replaced by restarting the server).
        wildcard: false,
        index: false,
        preCompressed: true,
        // The siblings are chosen by Accept-Encoding, not asked for by name.
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlOf(path.relative(root, file))),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasSpa && isPanelPath(request)) return reply.sendFile('index.html');
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'static-assets' },
);
