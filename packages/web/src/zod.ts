// Every `from 'zod'` of the web build, core's schemas included, resolves here (vite.config.ts), so this setting
// runs before any schema is built, in whichever page first loads zod: zod would otherwise probe whether it may
// compile validators with `new Function`, which the page's Content Security Policy forbids (and reports). The
// browser validates small forms; it needs no JIT.
import * as zod from 'zod/v4';

zod.config({ jitless: true });

export * from 'zod/v4';
export { zod as z };
export default zod;
