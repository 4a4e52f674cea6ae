import { describe, expect, it } from 'vitest';
import {
  hasBackArrow,
  initialLoginFlow,
  loginFlowReducer,
  loginFlowTitle,
  type LoginFlowAction,
} from './login-flow.ts';

const run = (...actions: LoginFlowAction[]) => actions.reduce(loginFlowReducer, initialLoginFlow());

describe('the login flow state machine', () => {
  it('titles each view', () => {
    expect(loginFlowTitle(run())).toBe('Logga in');
    expect(loginFlowTitle(run({ type: 'show-register' }))).toBe('Skapa konto');
    expect(loginFlowTitle(run({ type: 'show-forgot-password' }))).toBe('Återställ lösenord');
    expect(loginFlowTitle(run({ type: 'show-register' }, { type: 'show-terms' }))).toBe(
      'Användarvillkor',
    );
    expect(loginFlowTitle(run({ type: 'show-register' }, { type: 'show-privacy' }))).toBe(
      'Integritetspolicy',
    );
  });

  it('shows the back arrow everywhere but on plain login', () => {
    expect(hasBackArrow(run())).toBe(false);
    expect(hasBackArrow(run({ type: 'show-register' }))).toBe(true);
    expect(hasBackArrow(run({ type: 'show-forgot-password' }))).toBe(true);
    expect(hasBackArrow(run({ type: 'show-register' }, { type: 'show-terms' }))).toBe(true);
    expect(hasBackArrow(run({ type: 'status', status: 'error' }))).toBe(true);
  });

  it('goes back from terms to registration, and from registration to login', () => {
    const terms = run({ type: 'show-register' }, { type: 'show-terms' });
    const back = loginFlowReducer(terms, { type: 'back' });
    expect([back.view, back.mode]).toEqual(['main', 'register']);
    const login = loginFlowReducer(back, { type: 'back' });
    expect([login.view, login.mode]).toEqual(['main', 'login']);
  });

  it('accepting terms or privacy ticks the checkbox with the exact alert', () => {
    const terms = run({ type: 'show-register' }, { type: 'show-terms' }, { type: 'accept-terms' });
    expect(terms.termsAccepted).toBe(true);
    expect(terms.alert).toEqual({ type: 'success', message: 'Villkoren har godkänts.' });
    const privacy = run({ type: 'show-privacy' }, { type: 'accept-privacy' });
    expect(privacy.alert).toEqual({ type: 'success', message: 'Integritetspolicyn har godkänts.' });
  });

  it('registration complete and reset sent return to login with their alerts', () => {
    const registered = run(
      { type: 'show-register' },
      { type: 'registration-complete', email: 'a@b.se' },
    );
    expect([registered.view, registered.mode, registered.email]).toEqual([
      'main',
      'login',
      'a@b.se',
    ]);
    expect(registered.alert).toEqual({
      type: 'success',
      message: 'Ditt konto har skapats. Du kan nu logga in.',
    });
    const sent = run({ type: 'show-forgot-password' }, { type: 'reset-sent', email: 'a@b.se' });
    expect(sent.alert).toEqual({
      type: 'info',
      message: 'Ett mail med återställningslänk har skickats till a@b.se',
    });
  });

  it('reset starts over', () => {
    const state = run({ type: 'show-register' }, { type: 'accept-terms' }, { type: 'reset' });
    expect(state).toEqual(initialLoginFlow());
  });
});
