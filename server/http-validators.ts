import { createHash } from 'node:crypto';

/**
 * A weak ETag for a body that goes out in several content codings (plain, gzip, br): the codings are the same
 * representation to the shopper but not byte for byte, and a strong validator may only be shared by identical bytes
 * (RFC 9110 §8.8.1). If-None-Match compares weakly, so one tag revalidates every coding.
 */
export const weakEtag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match's weak comparison: `*`, or any listed tag with the same opaque part, W/ or not. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
