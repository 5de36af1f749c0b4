/**
 * Zod in the browser without its compiled parsers. The page's CSP allows no eval (script-src has no
 * 'unsafe-eval'), so Zod's parsers could never be compiled here anyway; but to find that out Zod tries
 * `new Function` once, and the browser reports the refused attempt as a CSP violation (an issue in the
 * devtools, and a lost point in Lighthouse's best practices on every page that validates). `jitless` skips
 * the attempt. main.tsx imports this module first; the server keeps the compiled parsers.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already there (or has
 * made it, if loaded first), so
 * this sets it without importing Zod: `config()` from 'zod/v4/core' would put about 4 KB of Zod into the
 * first page (150 KB budget). validation.test.ts checks that Zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

// A module (imported for its effect only), not a script.
export {};
