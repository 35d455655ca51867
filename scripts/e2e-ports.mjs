// Ports of the end-to-end stack, apart from `npm run dev`'s so both can run at once. The
// environment can move them (NEXT_DIST_DIR the build, E2E_OUTPUT_DIR the traces) to run two
// stacks side by side.
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT || 54331);
/** The mail catcher's SMTP port, four above the API port as 54325 is above 54321. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || E2E_SUPABASE_PORT + 4);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT || 3100);
// tests/deployment: the standalone server and `next dev`, next to the production server.
export const E2E_STANDALONE_PORT = E2E_APP_PORT + 1;
export const E2E_DEV_PORT = E2E_APP_PORT + 2;
