import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import SignInPage from '../../src/features/auth/SignInPage';
import { emulatorConfigHandler, fakeIdentityToolkit } from './fake-identity-toolkit';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders } from './render';

const reader = { localId: 'uid-reader', email: 'reader@example.com', password: 'Secret#123', displayName: 'Rahim Uddin', emailVerified: true, providerId: 'password' };
beforeEach(() => {
  server.use(
    emulatorConfigHandler,
    ...fakeIdentityToolkit([reader]).handlers,
    http.put(`${API}/users/:email`, () => HttpResponse.json({ data: { accessToken: 'a', user: {} } })),
    http.get(`${API}/users/isAdmin/:email`, () => HttpResponse.json({ role: false })),
  );
});
it('counts', async () => {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => log.push(`${request.method} ${request.url}`));
  renderWithProviders(<SignInPage />, { preloadedState: { auth: authState() }, routes: [{ path: '/', element: <p>home</p> }], route: '/signin', path: '/signin' });
  await userEvent.type(screen.getByLabelText(/^email/i), reader.email);
  await userEvent.type(screen.getByLabelText(/^password/i), reader.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('home');
  console.log('REQUESTS', JSON.stringify(log, null, 1));
  expect(log.length).toBeGreaterThan(0);
});
