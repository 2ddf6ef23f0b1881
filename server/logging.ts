import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config';

/**
 * Logs never carry personal data (names, phones, e-mails, addresses). Failed database queries are the risky part:
 * drizzle's error message ends with the query's parameters ("params: Karim,+8801…,karim@…") and PostgreSQL's
 * errors carry `detail` ("Key (email)=(karim@…) already exists."), `where`, `parameters`. The error serializer
 * keeps the type, code, constraint and the message without parameters; e-mails anywhere in a logged string
 * (also request URLs such as /api/v1/users/<e-mail>) become "[email]".
 */

/** An e-mail address, also URL-encoded (%40). */
const EMAIL = /[^\s@/?#&=,;:"'()<>[\]%]+(?:@|%40)[^\s@/?#&=,;:"'()<>[\]]+/gi;

export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** Drops drizzle's "params: …" tail (it may span lines) and any e-mail left. */
export function scrubMessage(message: string): string {
  const paramsAt = message.search(/\n?\s*params:/);
  return redactEmails(paramsAt >= 0 ? message.slice(0, paramsAt) : message);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: LoggedError;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const e = error as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? 'Error';
  const message = scrubMessage(e.message);
  // The first line of the stack repeats the message; keep the frames only.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    if (typeof e[key] === 'string') out[key] = e[key] as string;
  }
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  [key: string]: unknown;
  method?: string;
  url?: string;
}

function serializeRequest(request: { method?: string; url?: string }): LoggedRequest {
  return { method: request.method, url: request.url ? redactEmails(request.url.split('?')[0]) : undefined };
}

/** Paths that may hold personal data whatever logs them: bodies, queries, params, headers with credentials. */
export const REDACT_PATHS = [
  'body',
  'params',
  'query',
  'parameters',
  'detail',
  'req.body',
  'req.query',
  'req.params',
  'req.headers.authorization',
  'req.headers.cookie',
  'err.params',
  'err.parameters',
  'err.detail',
  'err.where',
];

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}

/**
 * Where the API's logs go in production: a file descriptor (stdout) written synchronously by pino's destination, but
 * once per turn of the event loop rather than once per line: under load a turn answers many requests, and one
 * write(2) per line costs more than the answer itself. pino's asynchronous destination sends each batch to the
 * thread pool and back, which costs more than it saves. A turn's
 * lines are written when the turn ends (setImmediate), sooner once 8 kB are waiting, and when the process exits
 * (also on an uncaught exception); a SIGKILL loses at most one turn's lines.
 */
export function logDestination(fd = 1): pino.DestinationStream {
  const destination = pino.destination({ dest: fd, sync: true });
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    waitingAtExit.delete(flush);
    const lines = pending;
    pending = '';
    if (lines) destination.write(lines);
  };
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= 8 * 1024) flush();
      else if (!scheduled) {
        scheduled = true;
        flushAtExit(flush);
        setImmediate(flush);
      }
    },
  };
}

/**
 * Destinations with lines still waiting, written by one exit listener for the whole process: a listener per
 * destination would pile up (one per app built, as the tests build hundreds) and keep every one of them alive.
 */
const waitingAtExit = new Set<() => void>();
let exitListener = false;
function flushAtExit(flush: () => void) {
  waitingAtExit.add(flush);
  if (exitListener) return;
  exitListener = true;
  process.once('exit', () => {
    for (const waiting of [...waitingAtExit]) waiting();
  });
}
