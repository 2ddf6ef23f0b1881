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

    await act(() => router.navigate('/aboutus'));
    await waitFor(() => expect(document.title).toBe('About Us | Boipoka'));
    await act(() => router.navigate('/books?category=Fiction'));
    await waitFor(() => expect(document.title).toBe('Fiction Books | Boipoka'));
    await act(() => router.navigate('/books?search=river'));
    await waitFor(() => expect(document.title).toBe('Search Results | Boipoka'));
    await act(() => router.navigate('/mybooks'));
    await waitFor(() => expect(document.title).toBe('Boipoka — Online Book Shop'));
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Page Not Found | Boipoka'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Boipoka — Online Book Shop in Bangladesh'));
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
