import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 250 * 1024;

export type BundleResult = { files: { file: string; gzipBytes: number }[]; gzipBytes: number } | { skipped: string };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The scripts index.html loads before anything runs: module entry scripts and module preloads. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.split(/\s+/).includes('modulepreload')) found.push(href);
  }
  return [...new Set(found)].filter((url) => !/^[a-z]+:\/\//i.test(url));
}

/** The built panel: DIST_DIR, as `npm start` and the browser tests use it, else dist/. */
const distDirOf = (root: string) => path.resolve(root, process.env.DIST_DIR ?? 'dist');

function build(root: string): string | null {
  const outDir = distDirOf(root);
  console.log(`building the panel into ${path.relative(root, outDir)}/ (npx vite build) ...`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, encoding: 'utf8' });
  if (result.status === 0) return null;
  const tail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-5).join('\n');
  return `the SPA does not build yet (vite build exited ${result.status}):\n${tail}`;
}

/** Gzip size (zlib default level) of the JavaScript the sign-in page loads initially. */
export function measureInitialJs(root: string, forceBuild = false): BundleResult {
  const dist = distDirOf(root);
  const indexFile = path.join(dist, 'index.html');
  if (forceBuild || !fs.existsSync(indexFile)) {
    const failure = build(root);
    if (failure) return { skipped: failure };
  }
  if (!fs.existsSync(indexFile)) return { skipped: `${path.relative(root, indexFile)} is missing after the build` };
  const files = initialScripts(fs.readFileSync(indexFile, 'utf8')).map((url) => {
    const file = path.join(dist, decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\//, ''));
    return { file: path.relative(root, file), gzipBytes: gzipSync(fs.readFileSync(file)).length };
  });
  if (!files.length) return { skipped: 'dist/index.html names no module script' };
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
