/**
 * The shoppers of the fault checks: autocannon connections through the proxy, each request one of browsing (a
 * catalogue page, a book's page drawn by the server), searching (a search no cache has seen) or starting a checkout
 * (POST /ssl/init for a random book as a random customer). Every answer is tallied by kind and status, with when it
 * came and its Retry-After, so a check can look at the answers of a time window.
 */
import autocannon from 'autocannon';

export type Kind = 'browse' | 'page' | 'search' | 'checkout';

export interface Answer {
  at: number;
  kind: Kind;
  status: number;
  retryAfter: string | null;
}

export interface LoadResult {
  answers: Answer[];
  /** Connection errors and timeouts seen by the client (nginx should answer every request). */
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections?: number;
  bookIds: string[];
  tokens: string[];
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

export function runLoad(options: LoadOptions): { done: Promise<LoadResult>; stop(): void } {
  const answers: Answer[] = [];
  let counter = 0;
  let settle: (result: LoadResult) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<LoadResult>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections ?? 50,
      duration: options.seconds,
      timeout: 10,
      requests: [
        {
          setupRequest: (request, context) => {
            const roll = Math.random();
            counter += 1;
            let kind: Kind;
            if (roll < 0.35) {
              kind = 'browse';
              Object.assign(request, {
                method: 'GET',
                path: `/api/v1/books?page=${1 + (counter % 5)}&limit=12`,
                body: undefined,
                headers: {},
              });
            } else if (roll < 0.5) {
              kind = 'page';
              Object.assign(request, {
                method: 'GET',
                path: `/books/${pick(options.bookIds)}`,
                body: undefined,
                headers: {},
              });
            } else if (roll < 0.8) {
              kind = 'search';
              Object.assign(request, {
                method: 'GET',
                path: `/api/v1/books?search=${encodeURIComponent(pick(['the', 'book', 'love', 'history', 'poem']))}${counter}`,
                body: undefined,
                headers: {},
              });
            } else {
              kind = 'checkout';
              const body = JSON.stringify({
                book_id: pick(options.bookIds),
                cus_phone: '+8801711000000',
                cus_add1: 'House 1, Road 2, Dhaka',
              });
              Object.assign(request, {
                method: 'POST',
                path: '/api/v1/ssl/init',
                body,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(options.tokens)}` },
              });
            }
            (context as { kind?: Kind }).kind = kind;
            return request;
          },
          onResponse: (status, _body, context, headers) => {
            const header = (headers as Record<string, string | string[]> | undefined)?.['retry-after'];
            answers.push({
              at: Date.now(),
              kind: (context as { kind: Kind }).kind,
              status,
              retryAfter: header === undefined ? null : String(header),
            });
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : settle({ answers, errors: result.errors, timeouts: result.timeouts })),
  );
  return { done, stop: () => instance.stop() };
}

export function summarize(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers)
    counts.set(`${answer.kind} ${answer.status}`, (counts.get(`${answer.kind} ${answer.status}`) ?? 0) + 1);
  return [...counts.entries()]
    .sort()
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');
}
