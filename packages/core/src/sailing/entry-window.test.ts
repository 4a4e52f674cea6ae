import { describe, expect, it } from 'vitest';
import { entryClosedMessage, entryWindow } from './entry-window.ts';

// 2026-06-10 16:00 UTC is 18:00 in Stockholm (summer time).
const at = (utc: string) => new Date(utc);
const open = { status: 'upcoming', reg_status: 'open', entry_deadline: null };

describe('entryWindow (issue 13)', () => {
  it('is open for an upcoming sailing with registration open', () => {
    expect(entryWindow(open, at('2026-06-10T16:00:00Z'))).toBe('open');
  });

  it('is closed when registration is closed or the sailing is not upcoming', () => {
    expect(entryWindow({ ...open, reg_status: 'closed' }, Date.now())).toBe('closed');
    for (const status of ['unpublished', 'ongoing', 'finished', 'cancelled']) {
      expect(entryWindow({ ...open, status }, Date.now())).toBe('closed');
    }
    expect(entryClosedMessage('closed')).toBe('Anmälan till seglingen är stängd.');
  });

  it('takes entries before the deadline, on the Stockholm wall clock', () => {
    const sailing = { ...open, entry_deadline: '2026-06-10T18:00' };
    expect(entryWindow(sailing, at('2026-06-10T15:59:59Z'))).toBe('open');
    expect(entryWindow(sailing, at('2026-06-10T16:00:00Z'))).toBe('deadline_passed');
    expect(entryWindow(sailing, at('2026-06-11T08:00:00Z'))).toBe('deadline_passed');
    expect(entryClosedMessage('deadline_passed')).toBe('Sista anmälningstiden har passerat.');
    expect(entryClosedMessage('open')).toBeNull();
  });

  it('reads a winter deadline in Stockholm time too', () => {
    const sailing = { ...open, entry_deadline: '2026-01-15T12:00' };
    expect(entryWindow(sailing, at('2026-01-15T10:59:00Z'))).toBe('open');
    expect(entryWindow(sailing, at('2026-01-15T11:00:00Z'))).toBe('deadline_passed');
  });
});
