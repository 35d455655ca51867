// GoTrue's error kinds: API errors (code + message) and OAuth-style errors (error + description).
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class OAuthStyleError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthApiError(422, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const validationFailed = (message: string) => badRequest("validation_failed", message);

export const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");

export function weakPassword(message: string, reasons: string[]): AuthApiError {
  return new AuthApiError(422, "weak_password", message, { weak_password: { reasons } });
}
