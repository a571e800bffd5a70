import { describe, expect, it } from 'vitest';
import { greetingName, MAIL_NAME_MAX, mailName } from './mail-name.ts';

describe('mailName', () => {
  it('keeps real names of any script, with their apostrophes, hyphens and initials', () => {
    for (const name of [
      'Ada',
      'Grace Hopper',
      "Seán O'Brien",
      'Jean-Luc Picard',
      'J. R. R. Tolkien',
      'Zoë',
      'José María',
      '李小龙',
      'Анна Каренина',
      'محمد',
      'नमस्ते',
    ]) {
      expect(mailName(name)).toBe(name);
    }
  });

  it('collapses whitespace and trims', () => {
    expect(mailName('  Ada \n\t Lovelace  ')).toBe('Ada Lovelace');
  });

  it('caps a long name at a word boundary', () => {
    const long = 'Anna Maria Magdalena Theresia Walburga Amalia Christina Josepha';
    const printed = mailName(long)!;
    expect(Array.from(printed).length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(long.startsWith(printed)).toBe(true);
    expect(printed.endsWith(' ')).toBe(false);
    expect(mailName('x'.repeat(200))).toBe('x'.repeat(MAIL_NAME_MAX));
  });

  it('prints nothing a mail client could turn into a link, markup or a message', () => {
    for (const text of [
      'Visit evil.example now',
      'evil.example',
      'http://evil.example',
      'win $1000 at evil',
      'call 555 0100',
      'ada@example.com',
      '<b>Ada</b>',
      'Ada & co',
      '"Ada"',
      'Ada\u202eevil',
      'Ada\u0000',
      'Ａｄａ．ｅｘａｍｐｌｅ', // fullwidth letters and full stop: NFKC makes them a host name
      '---',
      ' ',
      '',
    ]) {
      expect(mailName(text), text).toBeNull();
    }
    expect(mailName(undefined)).toBeNull();
    expect(mailName(42)).toBeNull();
  });
});

describe('greetingName', () => {
  it('takes the first printable candidate, else "there"', () => {
    expect(greetingName(undefined, 'Ada')).toBe('Ada');
    expect(greetingName('ada@example.com', 'Ada Lovelace')).toBe('Ada Lovelace');
    expect(greetingName('evil.example', null)).toBe('there');
    expect(greetingName()).toBe('there');
  });
});
