/**
 * Zod compiles object parsers with `new Function` where it may, and first probes whether it
 * may. Extension CSP forbids eval, so the probe would only log a CSP violation; jitless mode
 * skips it (as src/renderer/zod-config.ts does for the website). Import it first in every
 * entry that validates with Zod.
 */
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(global.__zod_globalConfig ??= {}).jitless = true;
