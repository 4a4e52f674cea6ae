import { z } from 'zod';

/** Swedish names for the JSON types a client may send by mistake. */
const typeNames: Record<string, string> = {
  string: 'en text',
  number: 'ett tal',
  int: 'ett heltal',
  boolean: 'sant eller falskt',
  object: 'ett objekt',
  array: 'en lista',
  date: 'ett datum',
  null: 'null',
};

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return typeNames.array ?? 'en lista';
  return typeNames[typeof value] ?? typeof value;
}

/** Messages worded as Django REST Framework's Swedish translation, which the client expects. */
export const messages = {
  required: 'Detta fält är obligatoriskt.',
  notNull: 'Detta fält får inte vara null.',
  blank: 'Detta fält får inte vara tomt.',
  invalidEmail: 'Ange en giltig e-postadress.',
  unknownField: 'Okänt fält.',
  invalidChoice: (value: unknown) => `${quoted(value)} är inte ett giltigt val.`,
} as const;

/** Longest piece of a client's value repeated in a message. */
const QUOTED_MAX_LENGTH = 50;

/**
 * A client's value as a message quotes it: a short text or number as it was sent, anything else
 * by its type. Arbitrary input is never stringified (a deeply nested array would overflow the
 * stack, a long text would fill the answer).
 */
function quoted(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > QUOTED_MAX_LENGTH
      ? `"${value.slice(0, QUOTED_MAX_LENGTH)}…"`
      : `"${value}"`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `"${String(value)}"`;
  return `Värdet (${typeName(value)})`;
}

/**
 * Zod error map giving clear Swedish messages for the issues a client can cause. Used as the
 * global `customError`, so the server's 400 answers and the web app's forms word errors alike.
 */
export const swedishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return messages.required;
      if (issue.input === null) return messages.notNull;
      const expected = typeNames[issue.expected] ?? issue.expected;
      return `Fel typ: förväntade ${expected}, fick ${typeName(issue.input)}.`;
    }
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.minimum === 1) return messages.blank;
        return `Se till att detta fält har minst ${String(issue.minimum)} tecken.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Listan måste ha minst ${String(issue.minimum)} element.`;
      return issue.inclusive
        ? `Se till att detta värde är större än eller lika med ${String(issue.minimum)}.`
        : `Se till att detta värde är större än ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `Se till att detta fält inte har fler än ${String(issue.maximum)} tecken.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Listan får ha högst ${String(issue.maximum)} element.`;
      return issue.inclusive
        ? `Se till att detta värde är mindre än eller lika med ${String(issue.maximum)}.`
        : `Se till att detta värde är mindre än ${String(issue.maximum)}.`;
    case 'invalid_format':
      if (issue.format === 'email') return messages.invalidEmail;
      return 'Ogiltigt format.';
    case 'invalid_value':
      return messages.invalidChoice(issue.input);
    case 'unrecognized_keys':
      return messages.unknownField;
    case 'invalid_union': {
      // Several accepted forms (e.g. a number or its text): report the check the value came
      // closest to passing, not that every form failed.
      if (issue.input === undefined) return messages.required;
      if (issue.input === null) return messages.notNull;
      // (zod reports a non-integer number as invalid_type 'int': the type did match.)
      const nested = issue.errors
        .flat()
        .find((inner) => inner.code !== 'invalid_type' || inner.expected === 'int');
      return nested?.message ?? `Ogiltigt värde: fick ${typeName(issue.input)}.`;
    }
    case 'not_multiple_of':
      return `Värdet måste vara en multipel av ${String(issue.divisor)}.`;
    default:
      return undefined;
  }
};

z.config({ ...z.locales.sv(), customError: swedishErrorMap });
