import { describe, expect, it } from 'vitest';
import {
  formatSwishNumber,
  isSwishNumber,
  swishAmount,
  swishAppLink,
  swishMessage,
  swishNumberDigits,
  swishQrText,
} from './swish.ts';

describe('Swish', () => {
  it('reads a typed number as digits and checks it', () => {
    expect(swishNumberDigits('123 456 78 90')).toBe('1234567890');
    expect(isSwishNumber('1234567890')).toBe(true);
    expect(isSwishNumber('')).toBe(true);
    expect(isSwishNumber('0701234567')).toBe(false);
    expect(isSwishNumber('123456789')).toBe(false);
    expect(isSwishNumber('12345678901')).toBe(false);
    expect(formatSwishNumber('1234567890')).toBe('123 456 78 90');
  });

  it('writes the amount with two decimals and a comma', () => {
    expect(swishAmount(150)).toBe('150,00');
    expect(swishAmount(0)).toBe('0,00');
  });

  it('writes the QR text Swish reads', () => {
    const message = swishMessage('Onsdagsserien 2026', 'SWE 123');
    expect(message).toBe('Onsdagsserien 2026 SWE 123');
    expect(swishQrText('1231234567', 150, message)).toBe(
      'C1231234567;150,00;Onsdagsserien%202026%20SWE%20123;0',
    );
  });

  it('keeps the message within 50 characters and the sail number whole', () => {
    const message = swishMessage('Kappsegling '.repeat(10), 'SWE 12345');
    expect(message.length).toBeLessThanOrEqual(50);
    expect(message.endsWith('… SWE 12345')).toBe(true);
    expect(swishMessage('Kvällssegling', '')).toBe('Kvällssegling');
  });

  it('links to the Swish app with the same payment', () => {
    expect(swishAppLink('1231234567', 150, 'Kväll SWE 1')).toBe(
      'https://app.swish.nu/1/p/sw/?sw=1231234567&amt=150.00&cur=SEK&msg=Kv%C3%A4ll%20SWE%201',
    );
  });
});
