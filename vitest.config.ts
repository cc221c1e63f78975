import { defineConfig } from 'vitest/config';

/**
 * Test sizes (STYLE.md): unit = pure functions and controllers; medium = real TypeORM on
 * SQLite and MariaDB; smoke = every service as its own process; e2e = the SPA in Chromium.
 */
const shared = {
  // Nest needs decorator metadata; Oxc emits it like tsc does.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: { conditions: ['@tis/source'] },
  ssr: { resolve: { conditions: ['@tis/source'] } },
};

const ignore = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          // Two files at a time, as in web: vitest's default on two cores is one.
          maxWorkers: 2,
          include: ['shared/**/src/**/*.test.ts', 'services/**/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...ignore, '**/*.medium.test.ts', '**/*.smoke.test.ts'],
        },
      },
      {
        ...shared,
        test: {
          name: 'medium',
          include: ['**/*.medium.test.ts'],
          exclude: ignore,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each starts its own database server and embedded portal (own
          // ports, temp folders and consumer groups), so they share nothing; half the wall time on
          // the two-core CI machine.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        ...shared,
        test: {
          name: 'smoke',
          include: ['**/*.smoke.test.ts'],
          exclude: ignore,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        ...shared,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ignore,
          testTimeout: 60_000,
          // The browser answers in its own time on a loaded machine: polled checks wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          // A browser test that fails is run once more: a starved renderer or a slow CI machine made
          // single waits time out (a row that came after 30 s). A real fault fails twice; the first
          // failure's report (e2e/trouble.ts, the portal's diagnostics) is printed either way.
          retry: 1,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // The SPA's units and components, with its own Vite config (React plugin, @tis/source).
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ignore,
          setupFiles: ['./web/src/test/setup.ts'],
          // Two files at a time (vitest's default is one on two cores: CPUs − 1): 602 s instead of
          // about 1,000 s on the CI machine; each file has its own jsdom and store.
          maxWorkers: 2,
          // Files share their worker's jsdom and module registry instead of loading antd, React and the
          // texts again for each (about half the wall time). setup.ts gives every file the same start:
          // texts, language, storage, downloaded files; shuffled orders pass.
          isolate: false,
          // antd screens in jsdom take seconds on a loaded two-core machine (a filter test that types
          // into 20 fields took 12 s in CI, over 20 s while other tests ran beside it).
          testTimeout: 40_000,
        },
      },
    ],
  },
});
