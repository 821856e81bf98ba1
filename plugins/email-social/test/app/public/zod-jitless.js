// This app is served under a strict Content-Security-Policy without 'unsafe-eval'. zod (a dependency of
// Airlock) probes `new Function` once, when its first object schema is made, to choose its compiled
// parser; the browser reports that probe as a violation although zod catches it and parses without eval.
// A classic script runs before the app's module scripts, so setting zod's global config here, before any
// schema exists, turns the probe off (zod reads `globalThis.__zod_globalConfig`; `z.config({ jitless:
// true })` sets the same, but in a bundled app it can run only after the imported chunks made schemas).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
