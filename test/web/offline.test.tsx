import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../src/components/OfflineBanner';
import { ErrorState } from '../../src/components/ErrorState';
import { signInErrorText } from '../../src/features/auth/authErrors';
import { errorMessage } from '../../src/lib/errorMessage';
import { isOffline, useOnlineStatus } from '../../src/lib/onlineStatus';
import { CATALOGUE_CACHE, clearApiCaches } from '../../src/lib/serviceWorkerCaches';
import { useBookCategoriesQuery } from '../../src/store/booksApi';
import { API, http, HttpResponse, server } from './msw-server';
import { renderWithProviders } from './render';
import { t } from './i18n';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What the browser does when the connection goes or comes back: navigator.onLine changes, then the event. */
function connection(state: 'online' | 'offline') {
  online = state === 'online';
  act(() => void window.dispatchEvent(new Event(state)));
}

function Status() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

describe('useOnlineStatus', () => {
  it('follows navigator.onLine through the online and offline events', () => {
    renderWithProviders(<Status />);
    expect(screen.getByText('online')).toBeInTheDocument();
    connection('offline');
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(isOffline()).toBe(true);
    connection('online');
    expect(screen.getByText('online')).toBeInTheDocument();
    expect(isOffline()).toBe(false);
  });

  it('starts offline when the page opens without a connection', () => {
    online = false;
    renderWithProviders(<Status />);
    expect(screen.getByText('offline')).toBeInTheDocument();
  });
});

describe('the offline banner', () => {
  it('says what still works while offline, and goes when the connection returns', async () => {
    renderWithProviders(<OfflineBanner />);
    // Its code arrives once the page is idle; nothing shows while online.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    connection('offline');
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(t('common.offline.banner'));
    connection('online');
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
  });

  it('shows at once on a page opened without a connection', async () => {
    online = false;
    renderWithProviders(<OfflineBanner />);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(t('common.offline.banner'));
  });
});

describe('error texts while offline', () => {
  const fetchError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

  it('turns a request that could not go out into "You are offline" only when the browser is offline', () => {
    expect(errorMessage(fetchError)).toBe(t('common.error.network'));
    online = false;
    expect(errorMessage(fetchError)).toBe(t('common.offline.message'));
    // An answer the server gave is still shown as it is.
    expect(errorMessage({ status: 409, data: { message: 'Already bought' } })).toBe('Already bought');
  });

  it('says "You are offline" for a failed sign-in without a connection', () => {
    const networkFailed = { code: 'auth/network-request-failed', message: 'Firebase: (auth/network-request-failed).' };
    expect(signInErrorText(networkFailed, t)).toBe(t('auth.error.network'));
    online = false;
    expect(signInErrorText(networkFailed, t)).toBe(t('common.offline.message'));
  });

  it('a failed read shows the offline text instead of the generic one', () => {
    online = false;
    const { unmount } = renderWithProviders(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t('common.offline.message'));
    unmount();
    online = true;
    renderWithProviders(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t('common.error.loadFailed'));
  });
});

function Categories() {
  const { data, error } = useBookCategoriesQuery();
  if (data) return <p>{data.map(({ category }) => category).join(', ')}</p>;
  return error ? <ErrorState /> : <p>loading</p>;
}

describe('back online', () => {
  it('reads again by itself what failed while offline (refetchOnReconnect)', async () => {
    online = false;
    server.use(http.get(`${API}/books/categories`, () => HttpResponse.error()));
    renderWithProviders(<Categories />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('common.offline.message'));

    server.use(
      http.get(`${API}/books/categories`, () =>
        HttpResponse.json({ data: { result: [{ category: 'Novel', count: 3 }] } }),
      ),
    );
    connection('online');
    expect(await screen.findByText('Novel')).toBeInTheDocument();
  });
});

describe("the service worker's stored catalogue reads", () => {
  it('are emptied by clearApiCaches (the sign-out thunk calls it), and nothing breaks without Cache Storage', async () => {
    const deleted = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleted });
    await clearApiCaches();
    expect(deleted).toHaveBeenCalledWith(CATALOGUE_CACHE);
    vi.stubGlobal('caches', undefined);
    await expect(clearApiCaches()).resolves.toBeUndefined();
  });
});
