import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

export const API = 'http://localhost:3000/api/v1';

/** Handlers every component test gets; a test adds its own with server.use(...). */
export const defaultHandlers = [
  http.get(`${API}/config`, () =>
    HttpResponse.json({
      firebase: { apiKey: 'test', authDomain: 'test.firebaseapp.com', projectId: 'demo-test' },
      authEmulatorUrl: null,
    }),
  ),
  // The browser's session cookie, made at sign-in and cleared at sign-out (jsdom keeps no cookies of its own).
  http.post(`${API}/session`, () => HttpResponse.json({ acknowledged: true })),
  http.delete(`${API}/session`, () => HttpResponse.json({ acknowledged: true })),
];

export const server = setupServer(...defaultHandlers);
export { http, HttpResponse };
