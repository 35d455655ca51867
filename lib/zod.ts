import { z } from "zod";

// Zod compiles object schemas with `new Function` where a page allows it, and probes for that by
// calling `Function("")`. The app's Content-Security-Policy has no 'unsafe-eval', so the probe is a
// reported CSP violation on every page with a form; the interpreted parser is all the forms need.
// Import `z` from here, not from "zod", wherever a schema is built.
z.config({ jitless: true });

export { z };
