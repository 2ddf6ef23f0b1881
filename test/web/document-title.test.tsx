import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useDocumentTitle } from '../../src/app/useDocumentTitle';
import { renderWithProviders } from './render';
import { backToEnglish, showInBangla } from './bangla';

function TitleFollower() {
  useDocumentTitle();
  return null;
}

describe('the tab title', () => {
  afterEach(backToEnglish);

  it("keeps the loaded page's title, then follows in-app navigation with the server's title of each address", async () => {
    document.title = 'Title written by the server';
    const { router } = renderWithProviders(<TitleFollower />, { route: '/books' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Title written by the server');

    for (const [address, title] of [
      ['/aboutus', 'About Us | Boipoka'],
      ['/books?category=Fiction', 'Fiction Books | Boipoka'],
      ['/books?search=river', 'Search Results | Boipoka'],
      ['/mybooks', 'Boipoka — Online Book Shop'],
      ['/no/such/page', 'Page Not Found | Boipoka'],
      ['/', 'Boipoka — Online Book Shop in Bangladesh'],
    ]) {
      await act(() => router.navigate(address));
      await waitFor(() => expect(document.title).toBe(title));
    }
  });

  it('follows the language switch', async () => {
    document.title = 'Title written by the server';
    const { router } = renderWithProviders(<TitleFollower />, { route: '/' });
    await act(() => router.navigate('/books'));
    await waitFor(() => expect(document.title).toBe('All Of Our Books | Boipoka'));
    await act(() => showInBangla());
    await waitFor(() => expect(document.title).toBe('সব বই | বইপোকা'));
  });

  it('titles the offline shell, which came with none', async () => {
    document.title = '';
    renderWithProviders(<TitleFollower />, { route: '/contactus' });
    await waitFor(() => expect(document.title).toBe('Contact Us | Boipoka'));
  });
});
