import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import AboutPage from '../../src/features/home/AboutPage';
import { shopContact } from '../../src/lib/shop';
import { renderWithProviders } from './render';
import { backToEnglish, latinWords, showInBangla } from './bangla';

describe('AboutPage', () => {
  it('has one h1 and the sections the footer links to', () => {
    renderWithProviders(<AboutPage />, { route: '/aboutus' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ['team', 'press', 'terms', 'privacy']) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(section!.tagName).toBe('SECTION');
      expect(section!.querySelector('h2')).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Terms & Condition' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Boipoka in numbers' })).toBeInTheDocument();
  });

  it('focuses the section named by the URL hash', async () => {
    renderWithProviders(<AboutPage />, { route: '/aboutus#terms' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.getElementById('terms')).toHaveFocus();
  });
});

describe('AboutPage in Bangla', () => {
  afterEach(backToEnglish);

  it('is written in Bangla, its numbers in Bengali digits', async () => {
    await showInBangla('home');
    renderWithProviders(<AboutPage />, { route: '/aboutus' });
    expect(screen.getByRole('heading', { level: 1, name: 'বইপোকা সম্পর্কে' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'শর্তাবলি' })).toBeInTheDocument();
    const numbers = screen.getByRole('list', { name: 'সংখ্যায় বইপোকা' });
    expect(numbers).toHaveTextContent('৬৪');
    expect(numbers).toHaveTextContent('৪.৮ / ৫');
    expect(screen.getByRole('heading', { level: 3, name: 'ফারহানা রহমান' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'যোগাযোগ ফর্মে' })).toHaveAttribute('href', '/contactus');
    expect(latinWords(document.body.textContent ?? '', shopContact.email)).toEqual([]);
  });
});
