import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules.ts';

const COMMON = 'Lösenordet är för vanligt. Välj ett som är svårare att gissa.';
const SIMILAR = 'Lösenordet är för likt e-postadressen.';
const EMAIL = 'kristoffer.lindqvist@example.se';

describe('passwordProblems', () => {
  it.each(['password', 'password1', 'Password1', 'PASSWORD1', '12345678', 'qwerty123', 'iloveyou'])(
    'refuses the common password %j',
    (password) => {
      expect(passwordProblems(password, EMAIL)).toEqual([COMMON]);
    },
  );

  it.each([
    'lösenord',
    'Lösenord123',
    'LÖSENORD1',
    'losenord',
    'sommar123',
    'hejsan123',
    'segling1',
    'Göteborg',
  ])('refuses the Swedish common password %j', (password) => {
    expect(passwordProblems(password, EMAIL)).toEqual([COMMON]);
  });

  it.each([
    ['the whole address', 'Kristoffer.Lindqvist@example.se'],
    ['the local part', 'kristofferlindqvist'],
    ['the local part with a digit', 'kristoffer.lindqvist1'],
    ['the first name with a digit', 'Kristoffer1'],
    ['the last name in capitals', 'LINDQVIST!'],
  ])('refuses a password like %s', (_label, password) => {
    expect(passwordProblems(password, EMAIL)).toEqual([SIMILAR]);
  });

  it('reports both problems at once', () => {
    expect(passwordProblems('password', 'password@example.se')).toEqual([SIMILAR, COMMON]);
  });

  it.each([
    'Bris-över-Mälaren-42',
    'tärning Fyrskepp 9',
    'correcthorsebatterystaple',
    'Kappsegling på Baggensfjärden',
    'q8#Lm2!vZr',
  ])('accepts the good password %j', (password) => {
    expect(passwordProblems(password, EMAIL)).toEqual([]);
  });
});
