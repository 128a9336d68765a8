import type { FastifyInstance } from 'fastify'
import type { AppSource, PageRenderer } from './app-source'

/**
 * Development: Vite serves the app's modules with hot reload from inside this server, and the
 * pages are rendered by the same server entry, loaded through Vite on every request.
 */
export async function viteDevApp(app: FastifyInstance): Promise<AppSource> {
  // Development tools only: a production server never loads them.
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ])
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    // Loads vite.config.ts without writing a bundled copy, which the server's watcher would see.
    configLoader: 'runner',
  })
  await app.register(middie)
  app.use(vite.middlewares)
  app.addHook('onClose', async () => vite.close())
  return {
    renderer: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<PageRenderer>,
    manifest: {
      routes: {
        __root__: {
          preloads: [],
          scripts: [
            { attrs: { type: 'module', src: '/@vite/client' } },
            { attrs: { type: 'module', src: '/src/entry-client.ts' } },
          ],
        },
      },
    },
    // Development keeps every language's messages in their modules.
    messageScripts: {},
    // Development renders every page: a page waits for its turn.
    shell: undefined,
    startFiles: undefined,
    dev: true,
  }
}
