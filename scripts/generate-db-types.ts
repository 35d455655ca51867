// `npm run db:types`: rewrites lib/supabase/database.types.ts after a migration changes the schema.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { prepareDatabase } from "../supabase/local/database-setup";
import { openDatabase } from "../supabase/local/db";
import { databaseTypes } from "./db-types";

const TYPES_FILE = fileURLToPath(new URL("../lib/supabase/database.types.ts", import.meta.url));

const db = await openDatabase(null);
try {
  await prepareDatabase(db, { isNew: true, seed: false, log: () => undefined });
  writeFileSync(TYPES_FILE, await databaseTypes(db, readFileSync(TYPES_FILE, "utf8")));
  console.log(`Wrote ${TYPES_FILE}.`);
} finally {
  await db.close();
}
