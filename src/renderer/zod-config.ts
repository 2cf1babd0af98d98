/**
 * Zod compiles object parsers with `new Function` where it may, and first probes whether it
 * may. Our CSP forbids eval, so in the browser the probe only produces a CSP violation
 * report on every page that validates input. Jitless mode skips the probe (and the compile);
 * set on the global config Zod reads, so the entry need not import Zod itself.
 */
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(global.__zod_globalConfig ??= {}).jitless = true;
