import { describe, expect, it } from 'vitest';
import { csvContentDisposition, csvField, decimalComma } from './csv.ts';

describe('CSV fields', () => {
  it('quotes fields with the separator, quotes, line breaks or edge spaces only', () => {
    expect(csvField('Anna')).toBe('Anna');
    expect(csvField('Berg; Lisa')).toBe('"Berg; Lisa"');
    expect(csvField('Vind "Två"')).toBe('"Vind ""Två"""');
    expect(csvField('rad\r\nbrytning')).toBe('"rad\r\nbrytning"');
    expect(csvField(' kant')).toBe('" kant"');
    expect(csvField(null)).toBe('');
  });

  it('neutralizes text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+46')).toBe("'+46");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Anna-Lena')).toBe('Anna-Lena');
  });

  it('writes numbers with a decimal comma, ungrouped, at most three decimals', () => {
    expect(decimalComma(3)).toBe('3');
    expect(decimalComma(1.5)).toBe('1,5');
    expect(decimalComma(12345.6789)).toBe('12345,679');
    expect(csvField(2.25)).toBe('2,25');
  });
});

describe('csvContentDisposition', () => {
  it('names the file in UTF-8 and in plain ASCII', () => {
    expect(csvContentDisposition('Resultat', 'Höstsegling på Mälaren', '2026-09-02')).toBe(
      'attachment; filename="Resultat Hostsegling pa Malaren 2026-09-02.csv"; ' +
        "filename*=UTF-8''Resultat%20H%C3%B6stsegling%20p%C3%A5%20M%C3%A4laren%202026-09-02.csv",
    );
  });

  it('keeps quotes, semicolons and line breaks out of the header', () => {
    const header = csvContentDisposition('Resultat', 'Bris "1"; (kväll)\r\nX-Evil: 1', null);
    expect(header).toBe(
      'attachment; filename="Resultat Bris -1- -kvall- X-Evil- 1.csv"; ' +
        "filename*=UTF-8''Resultat%20Bris%20%221%22%3B%20%28kv%C3%A4ll%29%20X-Evil%3A%201.csv",
    );
  });

  it('survives lone surrogates, names of only symbols and very long names', () => {
    expect(csvContentDisposition('', '\uD800', null)).toBe(
      'attachment; filename="resultat.csv"; filename*=UTF-8\'\'resultat.csv',
    );
    const long = csvContentDisposition('Resultat', '⛵'.repeat(500), '2026-01-01');
    expect(long.length).toBeLessThan(1000);
    expect(long).toContain('filename="Resultat -.csv"');
  });
});
