import { describe, expect, it } from 'vitest';
import { scrollRestorationKey } from '../../src/lib/scrollRestorationKey';

describe('scrollRestorationKey', () => {
  it('keys the first entry of a page load by its address, so two page loads never share a saved position', () => {
    const bookPage = scrollRestorationKey({ key: 'default', pathname: '/books/1', search: '' });
    const cancelled = scrollRestorationKey({
      key: 'default',
      pathname: '/payment/cancelled',
      search: '?tran_id=BPK-1',
    });
    expect(bookPage).toBe('default:/books/1');
    expect(cancelled).toBe('default:/payment/cancelled?tran_id=BPK-1');
    expect(cancelled).not.toBe(bookPage);
  });

  it("keeps React Router's unique key for entries made inside the SPA", () => {
    expect(scrollRestorationKey({ key: 'x7k2p9', pathname: '/books/1', search: '' })).toBe('x7k2p9');
  });
});
