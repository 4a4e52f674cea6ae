import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const BOUNDARY = '----segla-test-boundary';

function part(name: string, value: string, filename?: string): string {
  const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  const type = filename ? 'Content-Type: image/png\r\n' : '';
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${value}\r\n`;
}

const wellFormed = `${part('email', 'fel@example.se')}--${BOUNDARY}--\r\n`;

/** Bodies a broken or hostile client may send as multipart; none may cost a 5xx. */
const MALFORMED = {
  status: 400,
  body: { non_field_errors: ['Ogiltig multipart-data i förfrågan.'] },
};
const TOO_MANY = { status: 413, body: { detail: 'Förfrågan har för många fält eller filer.' } };
/** Bodies the parser reads whole: the fields are then validated like JSON (a Swedish 400). */
const VALIDATED = { status: 400 };

const cases: {
  name: string;
  body: string;
  contentType: string;
  expected: { status: number; body?: unknown };
}[] = [
  {
    name: 'a boundary that is not the one in the header',
    body: wellFormed,
    contentType: 'multipart/form-data; boundary=another-boundary',
    expected: MALFORMED,
  },
  {
    name: 'no boundary in the header',
    body: wellFormed,
    contentType: 'multipart/form-data',
    expected: MALFORMED,
  },
  {
    name: 'a body cut off before the closing boundary',
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nfel@exa`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: MALFORMED,
  },
  {
    name: 'an empty body',
    body: '',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: VALIDATED,
  },
  {
    name: 'garbage',
    body: '\u0000\u0001 not multipart at all \r\n\r\n--',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: MALFORMED,
  },
  {
    name: 'a part without a Content-Disposition',
    body: `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhej\r\n--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: VALIDATED,
  },
  {
    name: 'more files than allowed',
    body: `${part('a', 'x', 'a.png')}${part('b', 'x', 'b.png')}${part('c', 'x', 'c.png')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: TOO_MANY,
  },
  {
    name: 'more fields than allowed',
    body: `${Array.from({ length: 70 }, (_, i) => part(`f${i}`, 'x')).join('')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: TOO_MANY,
  },
  {
    name: 'a field over the size limit',
    body: `${part('email', 'x'.repeat(150_000))}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    expected: VALIDATED,
  },
];

describe.each(databaseKinds)('malformed multipart bodies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(cases)('answers $name with a Swedish 4xx, never a 5xx', async (example) => {
    const { body, contentType, expected } = example;
    const response = await t.request({
      method: 'POST',
      url: '/auth/users/',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(expected.status);
    if (expected.body) expect(response.json()).toEqual(expected.body);
    else expect(JSON.stringify(response.json())).toMatch(/Detta fält är obligatoriskt|för lång/);
  });
});
