import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { handleApiError, type DescribedError } from '../lib/api-error.ts';
import { serverFormErrors } from '../lib/form-errors.ts';

type FormValues = Record<string, unknown>;

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What the hook needs of a core zod schema (kept structural, so the web app needs no zod types). */
export interface PayloadSchema<Output> {
  safeParse(
    value: unknown,
  ):
    { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export interface ServerFormOptions<Values extends FormValues, Payload, Result> {
  /** The form's fields and their first values (strings for text inputs, booleans for checks). */
  initialValues: Values;
  /** The core schema of the payload: the same one the server's route validates with. */
  schema: PayloadSchema<Payload>;
  /** Form values → the payload the schema checks and `submit` sends (default: the values). */
  toPayload?: (values: Values) => unknown;
  /**
   * Sends the checked payload: an API call, or `(payload) => mutation.mutateAsync(payload)` (not
   * `mutateAsync` itself: its second parameter is the mutation's options, not the values).
   */
  submit: (payload: Payload, values: Values) => Promise<Result>;
  /** Runs after a successful answer, e.g. a toast and closing the modal. */
  onSuccess?: (result: Result, values: Values) => void | Promise<void>;
  /** Names the operation in the console log of a failure (docs/product.md §8). */
  context: string;
  /** Checks beyond the schema (e.g. a repeated password), run only when the schema passes. */
  extraValidate?: (values: Values) => Partial<Record<keyof Values & string, string>>;
  /** Server field names shown under another form field (e.g. `{ new_password: 'password' }`). */
  fieldAliases?: Record<string, keyof Values & string>;
  /**
   * Wait this long after a successful answer before `onSuccess`, busy all along (ms; e.g.
   * docs/product.md §9: registration and reset success show after 500 ms).
   */
  successDelayMs?: number;
  /**
   * Wait this long after a failed answer before its errors show, busy all along (ms; e.g.
   * docs/product.md §9: the feedback spinner ends 500 ms after the answer, whatever it is).
   */
  failureDelayMs?: number;
  /**
   * The text under a field from all the server's messages about it (default: the first one;
   * e.g. docs/product.md §5: feedback lists each with '* ', one per line).
   */
  formatFieldMessages?: (messages: readonly string[]) => string;
  /**
   * Runs after a failed answer, once it is logged. Return true when it has shown the failure
   * itself (e.g. the registration's status view for a 5xx): the form then shows nothing of it.
   */
  onFailure?: (failure: DescribedError, error: unknown) => boolean | void;
}

export interface ServerForm<Values extends FormValues> {
  form: UseFormReturnType<Values>;
  /** The message for the form's alert: the first non-field error, or docs/product.md §8's text. */
  alert: string | null;
  busy: boolean;
  /** The `<form onSubmit>` handler: checks with the schema, sends, maps the server's errors. */
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Clears the alert (e.g. when the form is reused). */
  clearAlert: () => void;
}

/** The messages of a zod error by the first segment of each issue's path (first per field). */
function schemaErrors(error: { issues: readonly SchemaIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Waits `ms` (at once when 0), busy all along. */
async function pause(ms = 0): Promise<void> {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The one form pattern of the web app (docs/product.md §5, §8): Mantine's form checked with a
 * core zod schema before anything is sent; a 400's field errors under their fields (first
 * message each, `aria-invalid` set), the first non-field error — or the status's message of the
 * shared handler — in the form's alert; a busy flag while the request runs. A rejected input
 * changes nothing: the values stay as typed.
 */
export function useServerForm<Values extends FormValues, Payload, Result>(
  options: ServerFormOptions<Values, Payload, Result>,
): ServerForm<Values> {
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = Object.keys(options.initialValues);

  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => {
      const { schema, toPayload, extraValidate, fieldAliases } = options;
      const payload: unknown = toPayload ? toPayload(values) : values;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const [field, message] of Object.entries(schemaErrors(parsed.error))) {
          const target = fieldAliases?.[field] ?? field;
          if (!fields.includes(target)) setAlert(message);
          // Kept under its own name even when no field shows it: an error blocks the submit.
          errors[target] ??= message;
        }
        return errors;
      }
      return extraValidate?.(values) ?? {};
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    const { schema, toPayload, submit, successDelayMs, failureDelayMs } = options;
    setAlert(null);
    setBusy(true);
    let result: Result;
    try {
      const parsed = schema.safeParse(toPayload ? toPayload(values) : values);
      // validate() passed a moment ago; the values cannot have changed in between.
      if (!parsed.success) throw new Error('Formulärets värden klarade inte kontrollen.');
      result = await submit(parsed.data, values);
    } catch (error) {
      await pause(failureDelayMs);
      setBusy(false);
      showFailure(error);
      return;
    }
    await pause(successDelayMs);
    setBusy(false);
    await options.onSuccess?.(result, values);
  });

  /** Logs a failure and shows it: field errors under their fields, the rest in the alert. */
  function showFailure(error: unknown) {
    const { context, fieldAliases, formatFieldMessages, onFailure } = options;
    const described = handleApiError(error, { toast: false, context });
    if (onFailure?.(described, error) === true) return;
    const fieldErrors = { ...described.fieldErrors };
    const fieldMessages = { ...described.fieldMessages };
    for (const [server, field] of Object.entries(fieldAliases ?? {})) {
      const message = fieldErrors[server];
      if (message !== undefined) {
        delete fieldErrors[server];
        fieldErrors[field] ??= message;
        fieldMessages[field] ??= fieldMessages[server] ?? [message];
        delete fieldMessages[server];
      }
    }
    const split = serverFormErrors({ ...described, fieldErrors, fieldMessages }, fields);
    if (formatFieldMessages) {
      for (const field of Object.keys(split.fieldErrors)) {
        const messages = fieldMessages[field];
        if (messages && messages.length > 0)
          split.fieldErrors[field] = formatFieldMessages(messages);
      }
    }
    form.setErrors(split.fieldErrors);
    // A 400 whose every message sits under a field keeps the general sentence in the alert
    // (docs/product.md §5), so a screen reader hears that something is wrong.
    setAlert(split.alert);
  }

  return { form, alert, busy, onSubmit, clearAlert: () => setAlert(null) };
}
