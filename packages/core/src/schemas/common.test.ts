import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clockTimeSchema,
  dateSchema,
  formBoolean,
  formNumber,
  idParamsSchema,
  idSchema,
  imageUploadSchema,
  inputMessages,
  MAX_ID,
  optionalClockTimeSchema,
  optionalFormNumber,
  optionalIdSchema,
  requiredText,
  slugSchema,
  text,
  unionMessage,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

/** A value as a test label. */
const label = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const REQUIRED = 'Detta fält är obligatoriskt.';
const NOT_NULL = 'Detta fält får inte vara null.';

/** Values that are no form of any shared field. */
const WRONG_TYPES: unknown[] = [true, [], {}, Number.NaN, Number.POSITIVE_INFINITY];

describe('the messages of the shared fields', () => {
  it('are the clear Swedish ones the forms show', () => {
    expect(inputMessages).toEqual({
      id: 'Ange ett giltigt id.',
      optionalId: 'Ange ett giltigt id, eller lämna fältet tomt.',
      number: 'Ange ett tal, till exempel 0,845.',
      optionalNumber: 'Ange ett tal, eller lämna fältet tomt.',
      boolean: 'Ange sant eller falskt.',
      date: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).',
      clockTime: 'Ange en giltig tid (TT:MM eller TT:MM:SS).',
      slug: 'Endast a–z, 0–9 och bindestreck.',
      controlCharacters: 'Texten innehåller otillåtna tecken.',
      imageUpload:
        'Skicka en bildfil (PNG, JPEG eller WebP), eller en tom text för att ta bort bilden.',
    });
  });

  it('word a missing value and null as DRF does, anything else by the given message', () => {
    const schema = z.union([z.number(), z.boolean()], { error: unionMessage('Ange något.') });
    expect(messagesOf(schema.safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(schema.safeParse(null))).toEqual([NOT_NULL]);
    expect(messagesOf(schema.safeParse('x'))).toEqual(['Ange något.']);
  });

  it('leave a union without its own message to the global map', () => {
    const schema = z.union([z.number().int('Ange ett heltal.'), z.string().regex(/^\d+$/)]);
    expect(messageOf(schema.safeParse(1.5))).toBe('Ange ett heltal.');
    expect(messageOf(schema.safeParse(true))).toBe('Ogiltigt värde: fick sant eller falskt.');
    expect(messageOf(schema.safeParse(undefined))).toBe(REQUIRED);
    expect(messageOf(schema.safeParse(null))).toBe(NOT_NULL);
  });
});

describe('idSchema', () => {
  it('accepts ids as numbers or their text, up to the largest database id', () => {
    expect(MAX_ID).toBe(2_147_483_647);
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse(' 12 ')).toBe(12);
    expect(idSchema.parse(MAX_ID)).toBe(MAX_ID);
    expect(idSchema.parse('2147483647')).toBe(MAX_ID);
  });

  it('answers one message for anything else', () => {
    const bad = [
      ...WRONG_TYPES,
      '2147483648',
      '9999999999',
      '12345678901',
      2_147_483_648,
      0,
      -1,
      1.5,
      -1.5,
      '0',
      '012',
      '-1',
      '1.5',
      'abc',
      '',
      ' ',
    ];
    for (const value of bad) {
      expect(messagesOf(idSchema.safeParse(value)), label(value)).toEqual(['Ange ett giltigt id.']);
    }
    expect(messagesOf(idSchema.safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(idSchema.safeParse(null))).toEqual([NOT_NULL]);
  });

  it('checks {id} path parameters', () => {
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(messagesOf(idParamsSchema.safeParse({ id: 'sju' }))).toEqual(['Ange ett giltigt id.']);
  });
});

describe('optionalIdSchema', () => {
  it('reads null and an empty text as none', () => {
    expect(optionalIdSchema.parse(12)).toBe(12);
    expect(optionalIdSchema.parse('12')).toBe(12);
    expect(optionalIdSchema.parse(null)).toBeNull();
    expect(optionalIdSchema.parse('')).toBeNull();
    expect(optionalIdSchema.parse(MAX_ID)).toBe(MAX_ID);
  });

  it('answers one message for anything else', () => {
    for (const value of [
      ...WRONG_TYPES,
      '2147483648',
      2_147_483_648,
      0,
      -1,
      1.5,
      '0',
      'abc',
      ' ',
    ]) {
      expect(messagesOf(optionalIdSchema.safeParse(value)), label(value)).toEqual([
        'Ange ett giltigt id, eller lämna fältet tomt.',
      ]);
    }
    expect(messagesOf(optionalIdSchema.safeParse(undefined))).toEqual([REQUIRED]);
    expect(optionalIdSchema.optional().parse(undefined)).toBeUndefined();
  });
});

describe('text and requiredText', () => {
  it('trim and limit the length', () => {
    expect(text(5).parse('  abc  ')).toBe('abc');
    expect(text(5).parse('')).toBe('');
    expect(text(20).parse('rad 1\r\nrad 2\tslut')).toBe('rad 1\r\nrad 2\tslut');
    expect(text(20).parse('~ äå ö\u0080')).toBe('~ äå ö\u0080');
    expect(messagesOf(text(3).safeParse('abcd'))).toEqual([
      'Se till att detta fält inte har fler än 3 tecken.',
    ]);
    expect(requiredText(5).parse(' abc ')).toBe('abc');
    expect(messagesOf(requiredText(5).safeParse('   '))).toEqual([
      'Detta fält får inte vara tomt.',
    ]);
    expect(messagesOf(requiredText(3).safeParse('abcd'))).toEqual([
      'Se till att detta fält inte har fler än 3 tecken.',
    ]);
  });

  it('refuse control characters, NUL included, with one message', () => {
    for (const value of ['a\u0000b', 'a\u0007', 'a\u000Bb', '\u001B[31m', 'a\u001F', 'a\u007F']) {
      expect(messagesOf(text(10).safeParse(value)), JSON.stringify(value)).toEqual([
        'Texten innehåller otillåtna tecken.',
      ]);
      expect(messagesOf(requiredText(10).safeParse(value)), JSON.stringify(value)).toEqual([
        'Texten innehåller otillåtna tecken.',
      ]);
    }
  });

  it('refuse lone surrogates, and keep well-formed emoji and Swedish letters', () => {
    for (const value of ['a\ud800', '\udc00b', 'x\ud83d\ud83dy']) {
      expect(messagesOf(text(10).safeParse(value)), JSON.stringify(value)).toEqual([
        'Texten innehåller otillåtna tecken.',
      ]);
    }
    expect(text(10).parse('⛵\ud83d\ude00 åäö\tx')).toBe('⛵😀 åäö\tx');
  });

  it('want text, and say so for a missing value and null', () => {
    expect(messagesOf(text(5).safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(requiredText(5).safeParse(null))).toEqual([NOT_NULL]);
    expect(messagesOf(text(5).safeParse(12))).toEqual([
      'Fel typ: förväntade en text, fick ett tal.',
    ]);
  });
});

describe('formNumber', () => {
  it('accepts numbers and their text, with a decimal point or comma', () => {
    expect(formNumber().parse(0.845)).toBe(0.845);
    expect(formNumber().parse('0,845')).toBe(0.845);
    expect(formNumber().parse(' 0.845 ')).toBe(0.845);
    expect(formNumber().parse('-2')).toBe(-2);
    expect(formNumber().parse('12')).toBe(12);
  });

  it('answers one message for anything else', () => {
    for (const value of [...WRONG_TYPES, 'tolv', '', ' ', '1e3', '1,2,3', '0,']) {
      expect(messagesOf(formNumber().safeParse(value)), label(value)).toEqual([
        'Ange ett tal, till exempel 0,845.',
      ]);
    }
    expect(messagesOf(formNumber().safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(formNumber().safeParse(null))).toEqual([NOT_NULL]);
  });

  it('takes a message of its own', () => {
    expect(messagesOf(formNumber('Ange ett SRS-tal.').safeParse('tolv'))).toEqual([
      'Ange ett SRS-tal.',
    ]);
  });
});

describe('optionalFormNumber', () => {
  it('reads null and an empty text as none', () => {
    expect(optionalFormNumber().parse('0,845')).toBe(0.845);
    expect(optionalFormNumber().parse(3)).toBe(3);
    expect(optionalFormNumber().parse(null)).toBeNull();
    expect(optionalFormNumber().parse('')).toBeNull();
  });

  it('answers one message for anything else', () => {
    for (const value of [...WRONG_TYPES, 'tolv', ' ', '1e3']) {
      expect(messagesOf(optionalFormNumber().safeParse(value)), label(value)).toEqual([
        'Ange ett tal, eller lämna fältet tomt.',
      ]);
    }
    expect(messagesOf(optionalFormNumber().safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(optionalFormNumber('Ange ett SRS-tal.').safeParse('x'))).toEqual([
      'Ange ett SRS-tal.',
    ]);
  });
});

describe('formBoolean', () => {
  it('accepts booleans and the texts of a form', () => {
    expect(formBoolean.parse(true)).toBe(true);
    expect(formBoolean.parse(false)).toBe(false);
    for (const value of ['true', '1', 'on']) expect(formBoolean.parse(value)).toBe(true);
    for (const value of ['false', '0']) expect(formBoolean.parse(value)).toBe(false);
  });

  it('answers one message for anything else', () => {
    for (const value of ['ja', 'off', 'TRUE', '', 1, 0, [], {}]) {
      expect(messagesOf(formBoolean.safeParse(value)), label(value)).toEqual([
        'Ange sant eller falskt.',
      ]);
    }
    expect(messagesOf(formBoolean.safeParse(undefined))).toEqual([REQUIRED]);
    expect(messagesOf(formBoolean.safeParse(null))).toEqual([NOT_NULL]);
  });
});

describe('dateSchema', () => {
  it('accepts real dates only', () => {
    expect(dateSchema.parse(' 2026-02-28 ')).toBe('2026-02-28');
    expect(dateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-05-01', '2026-5-1', '1899-12-31']) {
      expect(messagesOf(dateSchema.safeParse(bad)), bad).toEqual([
        'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).',
      ]);
    }
  });
});

describe('clockTimeSchema and optionalClockTimeSchema', () => {
  it('accept clock times, normalized to HH:MM:SS', () => {
    expect(clockTimeSchema.parse('18:30')).toBe('18:30:00');
    expect(clockTimeSchema.parse('23:59:59')).toBe('23:59:59');
    expect(optionalClockTimeSchema.parse(' 07:05 ')).toBe('07:05:00');
    expect(optionalClockTimeSchema.parse('')).toBeNull();
    expect(optionalClockTimeSchema.parse(null)).toBeNull();
  });

  it('answer one message for anything else', () => {
    for (const bad of ['24:00', '18:61', '7:30', '18:30:60']) {
      expect(messagesOf(clockTimeSchema.safeParse(bad)), bad).toEqual([
        'Ange en giltig tid (TT:MM eller TT:MM:SS).',
      ]);
    }
    for (const bad of ['24:00', '7:30', 'kvart över', 1830, true, []]) {
      expect(messagesOf(optionalClockTimeSchema.safeParse(bad)), label(bad)).toEqual([
        'Ange en giltig tid (TT:MM eller TT:MM:SS).',
      ]);
    }
    expect(messagesOf(optionalClockTimeSchema.safeParse(undefined))).toEqual([REQUIRED]);
  });
});

describe('slugSchema', () => {
  it('accepts a–z, 0–9 and inner hyphens', () => {
    expect(slugSchema.parse('ksss')).toBe('ksss');
    expect(slugSchema.parse('gkss-2')).toBe('gkss-2');
    for (const bad of ['KSSS', '-ksss', 'ksss-', 'kss_s', 'å', '']) {
      expect(messagesOf(slugSchema.safeParse(bad)), bad).toEqual([
        'Endast a–z, 0–9 och bindestreck.',
      ]);
    }
  });
});

describe('imageUploadSchema', () => {
  it('passes a file on, removes the image for null or an empty text', () => {
    const file = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(imageUploadSchema.parse(file)).toBe(file);
    expect(imageUploadSchema.parse(new Uint8Array([1, 2]))).toEqual(new Uint8Array([1, 2]));
    expect(imageUploadSchema.parse(null)).toBeNull();
    expect(imageUploadSchema.parse('')).toBeNull();
  });

  it('leaves the image as it is for an empty file (a file input left empty)', () => {
    expect(imageUploadSchema.parse(new Uint8Array(0))).toBeUndefined();
    const result = z.strictObject({ logo: imageUploadSchema.optional() }).parse({
      logo: new Uint8Array(0),
    });
    expect(result.logo).toBeUndefined();
  });

  it('answers one message for anything else', () => {
    for (const value of ['bild.png', ' ', 12, true, {}, []]) {
      expect(messagesOf(imageUploadSchema.safeParse(value)), label(value)).toEqual([
        'Skicka en bildfil (PNG, JPEG eller WebP), eller en tom text för att ta bort bilden.',
      ]);
    }
    expect(messagesOf(imageUploadSchema.safeParse(undefined))).toEqual([REQUIRED]);
  });
});
