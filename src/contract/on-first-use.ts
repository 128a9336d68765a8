/**
 * A schema (or call, or object of schemas) made when it is first used rather than when its module
 * loads: building every schema of the contract is a large part of the app's start, and a page
 * hydrated from the server's data parses none of them. Behaves as the object `make` returns.
 */
/*#__NO_SIDE_EFFECTS__*/
export function onFirstUse<T extends object>(make: () => T): T {
  let made: T | undefined
  const real = () => (made ??= make())
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key)
      // The stand-in's own target has no such property: it may only be reported configurable.
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  })
}
