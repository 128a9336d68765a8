/**
 * Writes src/routeTree.gen.ts from src/routes without a full build, so type checks and lint
 * work on a fresh clone. The router plugin generates it when Vite resolves its configuration.
 */
import { resolveConfig } from 'vite'

await resolveConfig({ logLevel: 'warn' }, 'build', 'production')
