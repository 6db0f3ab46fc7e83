import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { openPglite, type Database } from '../../server/db/client.js';

/** A build as vite writes it (vite.config.ts): hashed assets, the entry points, a public file, each text file also as .br and .gz. */
const FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-Ab12Cd34.js': `export const panel = ${JSON.stringify('x'.repeat(2000))};`,
  'assets/index-Ef56Gh78.css': `body { margin: 0; } ${'.a { color: red; } '.repeat(100)}`,
  'version.json': '{"version":"b1"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

let dist: string;
let database: Database;
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(dist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  }
  database = await openPglite();
  await database.migrate();
  app = await buildApp({ database, config: readConfig({}), spaDir: dist });
  bare = await buildApp({ database, config: readConfig({}) });
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await database?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, server = app) => server.inject({ method: 'GET', url, headers });

describe('compression', () => {
  it('sends the brotli file to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES['assets/index-Ab12Cd34.js']);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(FILES['assets/index-Ef56Gh78.css']);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(FILES['assets/index-Ab12Cd34.js']);
  });

  it('compresses the page of the history fallback too', async () => {
    const response = await get('/bolts', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FILES['index.html']);
  });

  it('does not offer the compressed siblings under their own names', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year without asking again', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
      }
    }
  });

  it('has the browser revalidate index.html, the history fallback and version.json', async () => {
    for (const url of ['/', '/index.html', '/bolts', '/bolts/12/environments/3?tab=1', '/version.json']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the unhashed public files an hour', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 304 to a revalidation of an unchanged file, with its cache rule', async () => {
    for (const url of ['/bolts', '/index.html', '/assets/index-Ab12Cd34.js']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers.etag;
      expect(etag, url).toEqual(expect.any(String));
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers['cache-control'], url).toBe(first.headers['cache-control']);
    }
  });
});

describe('history fallback', () => {
  it('opens any panel path with index.html', async () => {
    const response = await get('/bolts/12/environments');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(FILES['index.html']);
  });

  it('answers an unknown asset with 404, not the page', async () => {
    const response = await get('/assets/index-OldBuild.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('answers only GET and HEAD with the page', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/bolts' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/bolts', payload: {} })).statusCode).toBe(404);
  });

  it('leaves unknown API paths to the API: a JSON:API 404', async () => {
    for (const url of ['/v1', '/v1/no-such-thing']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ errors: [{ status: '404', title: 'Invalid URI' }], message: 'Invalid URI' });
    }
  });

  it('serves no page when there is no build', async () => {
    const response = await get('/bolts', {}, bare);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });
});
