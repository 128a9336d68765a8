// Runs before the app (a deferred script ahead of it): zod reads this when its module starts.
// Zod probes `new Function` to compile fast parsers; the strict CSP forbids that and the browser
// reports the probe, so parsers are built without compiling.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
