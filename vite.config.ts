/// <reference types="vitest/config" />
import { defineConfig } from 'vite'

const serverProject = (name: string, dialect: 'sqlite' | 'postgres') => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    env: { SHOP_TEST_DIALECT: dialect },
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      serverProject('server', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
})
