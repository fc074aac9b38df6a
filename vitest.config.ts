import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects. The postgres, redis and python projects need their service;
 * scripts/test.mjs includes them when the service is there (and requires them with CI=true).
 */
const SERVICE_SUITES = ['**/*.pg.test.ts', '**/*.redis.test.ts', '**/*.python.test.ts', '**/node_modules/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['packages/engine/test/**/*.test.ts'],
          exclude: SERVICE_SUITES,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/test/**/*.test.ts'],
          exclude: SERVICE_SUITES,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'market-data',
          include: ['packages/market-data/test/**/*.test.ts'],
          exclude: SERVICE_SUITES,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: SERVICE_SUITES,
          // Real servers and jsdom renders: seconds, not milliseconds, on a busy 2-core machine.
          testTimeout: 20_000,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'cli',
          include: ['apps/cli/test/**/*.test.ts'],
          exclude: SERVICE_SUITES,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          exclude: SERVICE_SUITES,
          // Real servers and jsdom renders: seconds, not milliseconds, on a busy 2-core machine.
          testTimeout: 20_000,
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['apps/server/test/**/*.pg.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // Servers, workers and clusters start inside these tests: seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'redis',
          include: ['apps/server/test/**/*.redis.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // Servers, workers and clusters start inside these tests: seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'python',
          include: ['packages/engine/test/**/*.python.test.ts', 'apps/cli/test/**/*.python.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
