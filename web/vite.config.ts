import { defineConfig, defaultClientConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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

export default defineConfig({
  root: import.meta.dirname,
  base: '/tis/',
  plugins: [react()],
  resolve: {
    // Workspace packages are consumed as TypeScript source.
    conditions: ['@tis/source', ...defaultClientConditions],
    // The bundled texts are loaded per language and part with import.meta.glob (src/i18n/bundled-texts.ts).
    alias: { '@contracts-src': fileURLToPath(new URL('../shared/contracts/src', import.meta.url)) },
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
