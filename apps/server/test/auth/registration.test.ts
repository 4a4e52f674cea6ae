import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { GOOD_PASSWORD, makeClub, uniqueEmail } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('registration on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** Each call from its own address, so throttling stays out of these tests. */
  const register = (payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/auth/users/',
      payload: payload as Record<string, unknown>,
      remoteAddress: `10.9.0.${++address}`,
    });
  const userCount = async () =>
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('creates a sailor with a profile and answers 201 {id, email, club}', async () => {
    const email = uniqueEmail();
    const response = await register({ email, password: GOOD_PASSWORD, club: '', terms: true });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; email: string; club: number | null }>();
    expect(body).toEqual({ id: expect.any(Number) as number, email, club: null });
    const sailor = await t.db
      .selectFrom('sailors')
      .selectAll()
      .where('user_id', '=', body.id)
      .executeTakeFirst();
    expect(sailor?.slug).toMatch(/^seglare-\d+-[0-9a-f]{6}$/);
  });

  it('stores the e-mail lower-cased and links the chosen club', async () => {
    const club = await makeClub(t);
    const email = uniqueEmail().toUpperCase();
    const response = await register({
      email: ` ${email} `,
      password: GOOD_PASSWORD,
      club: club.clubId,
      terms: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: email.toLowerCase(), club: club.clubId });
  });

  it('refuses a duplicate e-mail in another letter case', async () => {
    const email = uniqueEmail();
    expect((await register({ email, password: GOOD_PASSWORD, terms: true })).statusCode).toBe(201);
    const before = await userCount();
    const response = await register({
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      terms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Det finns redan ett konto med den här e-postadressen.'],
    });
    expect(await userCount()).toBe(before);
  });

  it('requires the terms to be accepted', async () => {
    const before = await userCount();
    for (const terms of [false, undefined]) {
      const response = await register({ email: uniqueEmail(), password: GOOD_PASSWORD, terms });
      expect(response.statusCode).toBe(400);
      const body = response.json<Record<string, string[]>>();
      expect(body.terms?.[0]).toBe(
        terms === false
          ? 'Du måste godkänna villkoren för att fortsätta'
          : 'Detta fält är obligatoriskt.',
      );
    }
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['short', 'kort1', 'Lösenordet är för kort. Det måste innehålla minst 8 tecken.'],
    ['entirely numeric', '4815162342', 'Lösenordet får inte bestå av enbart siffror.'],
    ['common', 'password1', 'Lösenordet är för vanligt. Välj ett som är svårare att gissa.'],
    [
      'Swedish common',
      'lösenord123',
      'Lösenordet är för vanligt. Välj ett som är svårare att gissa.',
    ],
    [
      'too long',
      'x'.repeat(129) + 'Aa1',
      'Lösenordet är för långt. Det får innehålla högst 128 tecken.',
    ],
  ])('refuses a %s password', async (_label, password, message) => {
    const before = await userCount();
    const response = await register({ email: uniqueEmail(), password, terms: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, string[]>>().password).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a password too similar to the e-mail address', async () => {
    const response = await register({
      email: 'kristoffer.lindqvist@example.se',
      password: 'kristofferlindqvist',
      terms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, string[]>>().password).toContain(
      'Lösenordet är för likt e-postadressen.',
    );
  });

  it('reports every missing and malformed field at once', async () => {
    const response = await register({ email: 'inte-en-adress', terms: 'ja' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Ange en giltig e-postadress.'],
      password: ['Detta fält är obligatoriskt.'],
      terms: ['Fel typ: förväntade sant eller falskt, fick en text.'],
    });
  });

  it('refuses an unknown club, an unknown field and a non-object body', async () => {
    const unknownClub = await register({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      club: 999999,
      terms: true,
    });
    expect(unknownClub.statusCode).toBe(400);
    expect(unknownClub.json()).toEqual({ club: ['Klubben finns inte.'] });

    const extra = await register({
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      terms: true,
      is_staff: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ is_staff: ['Okänt fält.'] });

    const list = await register([1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ non_field_errors: ['Ogiltig data. Förväntade ett objekt.'] });
  });
});
