import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../../server/errors';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      // Routes that fail on purpose, registered before the app is ready (as fastify/demo tests its error handler).
      beforeReady(app) {
        app.get('/api/v1/test/boom', async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432 (password=hunter2)');
        });
        app.get('/api/v1/test/conflict', async () => {
          throw conflict('Already there');
        });
        app.get('/api/v1/test/teapot', async () => {
          throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
        });
      },
    },
  );
});
afterAll(() => ctx.close());

describe('the error handler', () => {
  it('answers a thrown error with a 500 and the generic message: no detail, no stack', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack|\.ts:\d+/);
  });

  it('answers a domain error with the status of its kind and its message', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Already there' });
  });

  it('keeps the status of a client error that carries one', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toMatchObject({ statusCode: 418, message: 'I am a teapot' });
  });
});
