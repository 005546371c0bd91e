// Imported first: zod would otherwise probe whether it may compile validators with `new Function`, which the
// page's Content Security Policy forbids (and reports). The browser validates small forms; it needs no JIT.
import { z } from 'zod';

z.config({ jitless: true });
