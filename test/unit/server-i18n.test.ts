import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, translator } from '../../server/i18n';

const root = path.resolve(import.meta.dirname, '../..');
const catalogue = (language: 'en' | 'bn', namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'src', 'locales', language, `${namespace}.json`), 'utf8'));

/** The names of an ICU message's arguments ({name}, {count, plural, …}). */
const argumentsOf = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(['mail', 'receipt'])('the %s catalogues', (namespace) => {
  const en = catalogue('en', namespace);
  const bn = catalogue('bn', namespace);

  it('have the same keys in English and Bangla, sorted and prefixed by the namespace', () => {
    expect(Object.keys(bn)).toEqual(Object.keys(en));
    expect(Object.keys(en)).toEqual([...Object.keys(en)].sort());
    for (const key of Object.keys(en)) expect(key.startsWith(`${namespace}.`), key).toBe(true);
  });

  it('say every message in both languages with the same arguments, and every message compiles', () => {
    for (const [key, english] of Object.entries(en)) {
      const bangla = bn[key];
      expect(english.trim(), key).not.toBe('');
      expect(bangla.trim(), key).not.toBe('');
      expect(argumentsOf(bangla), key).toEqual(argumentsOf(english));
      expect(() => compileMessage(english), key).not.toThrow();
      expect(() => compileMessage(bangla), key).not.toThrow();
      // Bangla text in Bengali letters and digits: no English left over, no ASCII digit.
      expect(bangla, key).toMatch(/[\u0980-\u09FF]/);
      expect(bangla.replace(/\{\w+\}/g, ''), key).not.toMatch(/[0-9A-Za-z]/);
    }
  });
});

describe('translator', () => {
  it('gives each language its own words, with the arguments filled in', () => {
    expect(translator('en')('receipt.grandTotal')).toBe('Grand total');
    expect(translator('bn')('receipt.grandTotal')).toBe('সর্বমোট');
    expect(translator('bn')('mail.greeting', { name: 'নীলা' })).toBe('প্রিয় নীলা,');
    expect(translator('en')('mail.receipt.subject', { book: '{Odd} <name>', tranId: 'T1' })).toBe(
      'Your receipt for {Odd} <name> (T1)',
    );
  });
});

describe('acceptedLanguage', () => {
  it('reads the shop’s language from an Accept-Language header by weight', () => {
    expect(acceptedLanguage('bn-BD')).toBe('bn');
    expect(acceptedLanguage('bn-BD,bn;q=0.9,en;q=0.5')).toBe('bn');
    expect(acceptedLanguage('en')).toBe('en');
    expect(acceptedLanguage('en-US,bn;q=0.9')).toBe('en');
    expect(acceptedLanguage('fr-FR, bn;q=0.5')).toBe('bn');
    expect(acceptedLanguage('en;q=0.4, bn;q=0.8')).toBe('bn');
    expect(acceptedLanguage('bn;q=0, en')).toBe('en');
    expect(acceptedLanguage(['de', 'BN_bd'])).toBe('bn');
  });

  it('is undefined when the header names none of the shop’s languages', () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('')).toBeUndefined();
    expect(acceptedLanguage('*')).toBeUndefined();
    expect(acceptedLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(acceptedLanguage(';;;,q=,bn;q=abc')).toBeUndefined();
  });
});
