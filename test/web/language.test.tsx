import { screen, waitFor, within } from '@testing-library/react';
import userEvent from './user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Navbar } from '../../src/app/layout/Navbar';
import { Footer } from '../../src/components/layout/Footer';
import { BookCard } from '../../src/components/books/BookCard';
import { browserI18n } from '../../src/lib/i18n';
import { authState, renderWithProviders } from './render';
import { makeBook } from './book-fixtures';

afterEach(() => {
  browserI18n.activate('en');
  document.cookie = 'lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  it('shows the shop in Bangla from the navbar, remembers it and tells the page', async () => {
    const { store } = renderWithProviders(<Navbar />, { preloadedState: { auth: authState() } });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    await userEvent.click(within(nav).getByRole('button', { name: /Show the shop in Bangla/ }));
    const bangla = await screen.findAllByRole('navigation', { name: 'প্রধান মেনু' });
    for (const label of ['হোম', 'বই', 'আমাদের কথা', 'যোগাযোগ', 'লগ ইন'])
      expect(within(bangla[0]).getByRole('link', { name: label })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn-BD');
    expect(document.cookie).toContain('lang=bn');
    expect(store.getState().preferences.language).toBe('bn');

    await userEvent.click(within(bangla[0]).getByRole('button', { name: /Show the shop in English/ }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en');
    expect(store.getState().preferences.language).toBe('en');
  });

  it("offers the switch in the phone's menu, which closes once the shop is in Bangla", async () => {
    const { store } = renderWithProviders(<Navbar />, { preloadedState: { auth: authState() } });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The navbar's button and the menu's item have the same name: the item is the one inside the phone's menu.
    const menu = await waitFor(() => {
      const element = document.getElementById('mobile-menu');
      expect(element).not.toBeNull();
      return element!;
    });
    await userEvent.click(await within(menu).findByRole('button', { name: /Show the shop in Bangla/ }));
    await waitFor(() => expect(store.getState().preferences.language).toBe('bn'));
    expect(document.documentElement.lang).toBe('bn-BD');
    expect(await screen.findByRole('button', { name: 'মেনু খুলুন' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the switch in the footer too, with Bengali digits in the year', async () => {
    renderWithProviders(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: /Show the shop in Bangla/ }));
    const year = String(new Date().getFullYear()).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect(await screen.findByText(`© ${year} বইপোকা। সর্বস্বত্ব সংরক্ষিত।`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'দরকারি লিংক' })).toBeInTheDocument();
  });

  it('draws a book card in Bangla: category, stock and price in Bengali digits', async () => {
    const { store } = renderWithProviders(<Navbar />, { preloadedState: { auth: authState() } });
    await userEvent.click(screen.getAllByRole('button', { name: /Show the shop in Bangla/ })[0]);
    await waitFor(() => expect(store.getState().preferences.language).toBe('bn'));
    const book = makeBook({ price: 1234.5, stock: 12, category: 'Bangla Literature' });
    renderWithProviders(<BookCard book={book} />);
    expect(screen.getByTestId('book-price')).toHaveTextContent('৳ ১,২৩৪.৫০');
    expect(screen.getByText('স্টক: ১২')).toBeInTheDocument();
    expect(screen.getByText('বাংলা সাহিত্য')).toBeInTheDocument();
  });
});
