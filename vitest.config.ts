import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'browser-code',
          include: ['src/**/*.test.{ts,tsx}', 'entries/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/testSetup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/contracts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./server/vitest.globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
