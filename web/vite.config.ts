import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The back end the dev server and `vite preview` proxy to (the all-in-one process by default). */
const backend = process.env.TIS_BACKEND ?? 'http://127.0.0.1:8080';

const proxy = {
  '/tis/api': { target: backend, changeOrigin: true },
  '/tis/file': { target: backend, changeOrigin: true },
  '/tis/miniofile': { target: backend, changeOrigin: true },
};

/** Which vendor chunk a module belongs to; `null` leaves it to automatic chunking. */
export function vendorChunkOf(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'react';
  if (/node_modules[\\/](@reduxjs|redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/.test(id)) {
    return 'redux';
  }
  if (/node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/.test(id)) return 'i18next';
  if (/node_modules[\\/]dayjs[\\/]/.test(id)) return 'dayjs';
  if (/node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|classnames|clsx|@babel[\\/]runtime)[\\/]/.test(id)) {
    return 'antd';
  }
  return null;
}

/** Built files worth compressing: text. Smaller files gain nothing over their headers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip level 9) beside every compressible
 * built file of 1 KB or more, when smaller than the file: the gateway sends them to browsers that
 * accept the encoding (services/gateway/src/edge.ts, registerSpa), compressed once at build time
 * instead of per request. The bench's baseline app is built with it too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < COMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/tis/',
  plugins: [react(), precompress()],
  resolve: {
    // Workspace packages are consumed as TypeScript source.
    conditions: ['@tis/source', ...defaultClientConditions],
    // The bundled texts are loaded per language and part with import.meta.glob (src/i18n/bundled-texts.ts).
    alias: { '@contracts-src': resolve(import.meta.dirname, '../shared/contracts/src') },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The contracts package is data and pure functions: what the SPA does not use is dropped.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]shared[\\/]contracts[\\/]src[\\/]/.test(id),
      },
      output: {
        // antd's chunks are named after every page that shares them ("antd~index~main-layout~…"):
        // such names, repeated in every import and preload table, cost the first download kilobytes.
        chunkFileNames: (chunk) => (chunk.name.startsWith('antd~') ? 'assets/antd-[hash].js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'react', test: (id: string) => vendorChunkOf(id) === 'react', priority: 40 },
            { name: 'redux', test: (id: string) => vendorChunkOf(id) === 'redux', priority: 30 },
            { name: 'i18next', test: (id: string) => vendorChunkOf(id) === 'i18next', priority: 30 },
            // antd is split by the set of pages that use each module, so the login page does not
            // load what only signed-in pages need. No merging of small chunks: merging put modules
            // the login page does not need into chunks it loads, and it created import cycles
            // between antd chunks that broke module evaluation order ("Cannot set properties of
            // undefined (setting 'useModal')") once many pages shared antd.
            {
              name: 'antd',
              test: (id: string) => vendorChunkOf(id) === 'antd',
              priority: 20,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
          ],
        },
      },
    },
  },
}) satisfies UserConfig;
