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
];

export const server = setupServer(...defaultHandlers);
export { http, HttpResponse };
