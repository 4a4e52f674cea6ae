import { describe, expect, it } from 'vitest';
import { competitorLinkedMail } from './invitation-mail.ts';

describe('competitorLinkedMail', () => {
  it('names the sailing by its Swedish date, as the web app writes it', () => {
    const mail = competitorLinkedMail({
      to: 'sara@example.se',
      clubName: 'KSSS',
      sailingName: 'Sommarracet',
      startDate: '2026-09-03',
      publicUrl: 'https://segla.example/',
    });
    expect(mail.text).toContain('"Sommarracet" (tors 3 sep. 2026).');
    expect(mail.text).not.toContain('2026-09-03');
  });
});
