import { z } from 'zod'

// Zod probes `new Function` to compile fast parsers; the strict CSP forbids it and the browser
// reports the probe, so parse without compiling.
z.config({ jitless: true })
