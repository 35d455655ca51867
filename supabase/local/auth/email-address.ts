import { validationFailed } from "./errors";

const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, a plausible address; stored lowercase. */
export function validateEmail(email: string): string {
  if (email === "") throw validationFailed("An email address is required");
  if (email.length > 255) throw validationFailed("An email address is too long");
  if (!EMAIL_PATTERN.test(email)) throw validationFailed("Unable to validate email address: invalid format");
  return email.toLowerCase();
}
