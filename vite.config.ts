import { defineConfig, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPort = Number(process.env.API_PORT ?? 8081);

/**
 * A hash of everything a build is made from: the same sources give the same id, so a rebuild of
 * unchanged code keeps every asset's name (and browsers their cached copies).
 */
function sourceHash(paths: string[]): string {
  const hash = createHash('sha256');
  const visit = (file: string) => {
    if (!fs.existsSync(file)) return;
    if (fs.statSync(file).isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) visit(path.join(file, entry));
      return;
    }
    hash.update(file).update(fs.readFileSync(file));
  };
  paths.forEach(visit);
  return hash.digest('base64url').slice(0, 12);
}

/**
 * Spec 1 §4 version notice: every build gets an id, compiled into the client as __BUILD_ID__ and
 * written to version.json, so a running panel can tell that a newer build was deployed.
 */
function versionFile(): Plugin {
  const version = sourceHash(['src', 'public', 'index.html', 'package-lock.json', 'vite.config.ts']);
  const body = JSON.stringify({ version });
  return {
    name: 'version-file',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(version) } }),
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
  };
}

/**
 * Every text file of the build also as .br and .gz, at the strongest levels since it happens once
 * per build: the server sends the one the browser accepts (server/http/staticAssets.ts) and never
 * compresses on the fly.
 */
const precompressed = compression({
  include: /\.(html|js|mjs|css|svg|json)$/,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
  ],
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [react(), versionFile(), precompressed],
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
