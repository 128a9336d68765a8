import * as z from 'zod/mini'

// Zod probes `new Function` to compile fast parsers when a schema is made; the strict CSP forbids
// that and the browser reports the probe. Imported first by entry-client.tsx, so this runs before any
// module makes a schema: parsers are built without compiling.
z.config({ jitless: true })
