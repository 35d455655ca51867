import { z } from "zod";

// Zod probes `Function("")`, a CSP violation without 'unsafe-eval'; the interpreted parser is enough.
// Import `z` from here, not from "zod".
z.config({ jitless: true });

export { z };
