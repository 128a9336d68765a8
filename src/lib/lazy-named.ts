import { lazy } from 'react'

/** Any component `lazy` takes. */
type Loadable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default']

/**
 * A component whose module loads when it first renders: React's `lazy` for a module that names
 * its export (`lazyNamed(() => import('./offline-screen'), 'OfflineScreen')`).
 */
export function lazyNamed<Name extends string, Component extends Loadable>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}
