import { describe, expect, it } from 'vitest';
import { crewInvitationMail, entryConfirmationMail } from './sailor-mail-templates.ts';

describe('sailor mail texts', () => {
  it('invites to a crew with the confirm link', () => {
    const mail = crewInvitationMail({
      skipperName: 'Ylva Strand',
      boatName: 'Tärnan',
      sailNumber: 'SWE 100',
      eventName: 'Onsdagssegling 3',
      clubName: 'Bris',
      startDate: '2026-05-13',
      confirmUrl: 'https://segla.example/crew/confirm/abc',
    });
    expect(mail.subject).toBe('Inbjudan till besättningen på Tärnan (SWE 100)');
    expect(mail.text).toContain('Ylva Strand har lagt till dig i besättningen på Tärnan (SWE 100)');
    expect(mail.text).toContain('i Onsdagssegling 3, ons 13 maj 2026 hos Bris.');
    expect(mail.text).toContain(
      'Bekräfta att du seglar med:\nhttps://segla.example/crew/confirm/abc',
    );
  });

  it('names a late series fee and says how to pay without a Swish number', () => {
    const mail = entryConfirmationMail({
      sailingName: 'Onsdagssegling 3',
      clubName: 'Bris',
      startDate: '2026-05-13',
      seriesName: 'Onsdagsserien',
      boatName: '',
      sailNumber: 'SWE 7',
      fee: { amount: 1500, late: true, of: 'series', swishNumber: null, message: 'x' },
      link: 'https://segla.example/clubs/bris/sailings/3/info',
    });
    expect(mail.text).toContain('Båt: SWE 7');
    expect(mail.text).toContain(
      'Efteranmälningsavgiften är 1\u00a0500 kr (gäller hela serien "Onsdagsserien").',
    );
    expect(mail.text).toContain('Klubben berättar hur du betalar.');
    expect(mail.text).not.toContain('Swish');
  });
});
