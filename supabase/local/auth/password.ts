import bcrypt from "bcryptjs";
import type { LocalConfig } from "../config";
import { validationFailed, weakPassword } from "./errors";

/** GoTrue's checks: bcrypt only reads 72 bytes, and the configured minimum length. */
export function checkPassword(config: LocalConfig, password: string): void {
  if (Buffer.byteLength(password, "utf8") > 72) {
    throw validationFailed("Password cannot be longer than 72 characters");
  }
  if (password.length < config.minimumPasswordLength) {
    throw weakPassword(`Password should be at least ${config.minimumPasswordLength} characters.`, ["length"]);
  }
}

/** `$2a$<cost>$…`, the form GoTrue (cost 10) and pgcrypto's crypt(pw, gen_salt('bf')) both write. */
export async function hashPassword(config: LocalConfig, password: string): Promise<string> {
  const hash = await bcrypt.hash(password, config.passwordHashCost);
  return hash.replace(/^\$2b\$/, "$2a$");
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
