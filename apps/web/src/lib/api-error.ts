import { ApiError, NetworkError } from './api-client.ts';
import { ERROR_MESSAGES } from './messages.ts';
import { notify } from './notify.ts';

/** First message of each field of a 400 answer (not `non_field_errors` or `detail`). */
export type FieldErrors = Record<string, string>;

export interface DescribedError {
  status: number | null;
  /** The one message to show: docs/product.md §8's text for the status. */
  message: string;
  /** Server field errors, first message each (400 only). */
  fieldErrors: FieldErrors;
  /** Every message of each field (400 only), e.g. to list them with '* '. */
  fieldMessages: Record<string, string[]>;
  /** The server's `detail`, when it sent one. */
  detail: string | null;
  /** The first `non_field_errors` entry of a 400, when there is one. */
  nonFieldError: string | null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Reads any error into the messages of docs/product.md §8's shared handler. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof NetworkError) {
    return {
      status: null,
      message: ERROR_MESSAGES.noResponse,
      fieldErrors: {},
      fieldMessages: {},
      detail: null,
      nonFieldError: null,
    };
  }
  if (!(error instanceof ApiError)) {
    return {
      status: null,
      message: ERROR_MESSAGES.unexpected,
      fieldErrors: {},
      fieldMessages: {},
      detail: null,
      nonFieldError: null,
    };
  }
  const body = asRecord(error.data);
  const detail = typeof body?.detail === 'string' ? body.detail : null;
  const fieldErrors: FieldErrors = {};
  const fieldMessages: Record<string, string[]> = {};
  let message: string;
  let nonFieldError: string | null = null;
  switch (error.status) {
    case 400: {
      let general: string | null = null;
      for (const [field, value] of Object.entries(body ?? {})) {
        const list = messagesOf(value);
        if (list.length === 0) continue;
        if (field === 'non_field_errors' || field === 'detail') {
          general ??= list[0] ?? null;
        } else {
          fieldMessages[field] = list;
          fieldErrors[field] = list[0] ?? '';
        }
      }
      nonFieldError = general;
      message = general ?? ERROR_MESSAGES.badRequest;
      break;
    }
    case 401:
      message = ERROR_MESSAGES.unauthorized;
      break;
    case 403:
      message = detail ?? ERROR_MESSAGES.forbidden;
      break;
    case 404:
      message = ERROR_MESSAGES.notFound;
      break;
    default:
      message = ERROR_MESSAGES.unexpected;
  }
  return { status: error.status, message, fieldErrors, fieldMessages, detail, nonFieldError };
}

/**
 * The shared error handler: logs the error, shows its Swedish message as a toast (unless the
 * caller shows it itself, e.g. in a form) and returns what it found.
 */
export function handleApiError(
  error: unknown,
  options: { toast?: boolean; context?: string } = {},
): DescribedError {
  const described = describeError(error);
  console.warn(`[segla] ${options.context ?? 'API-anrop'} misslyckades`, error);
  if (options.toast !== false) notify.error(described.message);
  return described;
}
