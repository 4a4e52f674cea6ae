import type { FieldErrors } from '@segla/core';

/**
 * An error answer in the shape the client expects (docs/product.md §7): field errors for 400,
 * `{detail}` for every other status. Services throw these; the error handler sends them.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

export const NOT_FOUND_DETAIL = 'Hittades inte.';
export const NOT_AUTHENTICATED_DETAIL = 'Autentiseringsuppgifter angavs inte.';
export const PERMISSION_DENIED_DETAIL = 'Du har inte behörighet att utföra denna åtgärd.';

/** 400 with errors per field; `non_field_errors` for the request as a whole. */
export function validationError(errors: FieldErrors): ApiError {
  return new ApiError(400, errors);
}

/** 400 about one field. */
export function fieldError(field: string, message: string): ApiError {
  return validationError({ [field]: [message] });
}

export function notFound(detail = NOT_FOUND_DETAIL): ApiError {
  return new ApiError(404, { detail });
}

export function notAuthenticated(detail = NOT_AUTHENTICATED_DETAIL, code?: string): ApiError {
  return new ApiError(401, code ? { detail, code } : { detail }, {
    'www-authenticate': 'Bearer realm="api"',
  });
}

export function permissionDenied(detail = PERMISSION_DENIED_DETAIL): ApiError {
  return new ApiError(403, { detail });
}

export function throttled(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds === 1 ? '1 sekund' : seconds < 120 ? `${seconds} sekunder` : `${minutes} minuter`;
  return new ApiError(
    429,
    { detail: `För många försök. Försök igen om ${wait}.` },
    { 'retry-after': String(seconds) },
  );
}
