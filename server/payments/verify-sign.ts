import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's verify_sign: the fields named in verify_key plus store_passwd=md5(password), sorted by key, joined raw
 * as k=v&k=v, md5 in hex.
 */
export function computeVerifySign(
  fields: Record<string, string | undefined>,
  verifyKey: string,
  storePassword: string,
): string {
  const pairs: Array<[string, string]> = verifyKey
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0 && key !== 'store_passwd')
    .map((key) => [key, fields[key] ?? '']);
  pairs.push(['store_passwd', md5(storePassword)]);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return md5(pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}

/** True when the callback's verify_sign matches its verify_key fields under this store password. */
export function verifySign(fields: Record<string, string | undefined>, storePassword: string): boolean {
  const { verify_sign: sign, verify_key: key } = fields;
  if (!sign || !key || !/^[0-9a-f]{32}$/i.test(sign)) return false;
  // The fields that matter must be covered by the signature, or a forger could change them freely.
  const covered = new Set(key.split(',').map((k) => k.trim()));
  for (const required of ['tran_id', 'val_id', 'amount', 'currency', 'status'])
    if (!covered.has(required)) return false;
  const expected = computeVerifySign(fields, key, storePassword);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(sign.toLowerCase()));
}

/** Signs a callback (the sandbox gateway does this): sets verify_key to every field given and verify_sign. */
export function signCallback(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const verifyKey = Object.keys(fields).join(',');
  return { ...fields, verify_key: verifyKey, verify_sign: computeVerifySign(fields, verifyKey, storePassword) };
}
