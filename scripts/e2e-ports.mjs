// Ports of the end-to-end stack, apart from `npm run dev`'s so both can run at once. `npm test`
// sets each one to a free port when the environment leaves it unset, so checkouts can test side by side.
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT || 54331);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || E2E_SUPABASE_PORT + 4);
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT || 3100);
// tests/deployment: the standalone server and `next dev`, next to the production server.
export const E2E_STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT || E2E_APP_PORT + 1);
export const E2E_DEV_PORT = Number(process.env.E2E_DEV_PORT || E2E_APP_PORT + 2);

