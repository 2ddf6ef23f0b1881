import { cleanup } from '@testing-library/react';
import { browserI18n, loadNamespaces, type Namespace } from '../../src/lib/i18n';

/** Shows the screens rendered next in Bangla: loads `common` and the screen's namespaces in Bangla, activates it. */
export async function showInBangla(...namespaces: Namespace[]) {
  await loadNamespaces(browserI18n, 'bn', ['common', ...namespaces]);
  browserI18n.activate('bn');
}

/** Back to English (setup.ts's language) for the tests that follow, once this test's screen is gone. */
export function backToEnglish() {
  cleanup();
  browserI18n.activate('en');
}

/**
 * The words of three or more Latin letters in `text` once the given data (names, addresses, e-mails a test served)
 * are taken out: what a Bangla screen left in English, or a catalogue key shown instead of its message.
 */
export function latinWords(text: string, ...data: string[]): string[] {
  const rest = data.reduce((left, value) => left.split(value).join(' '), text);
  return rest.match(/[A-Za-z][A-Za-z.]{2,}/g) ?? [];
}
