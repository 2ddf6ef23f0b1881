import { describe, expect, it } from 'vitest';
import { LIST_LIMITS, limitFor, PAGE, PUBLIC_REVIEWS_LIMIT, RELATED_BOOKS_LIMIT } from '../../domain/limits';
import { Limit } from '../../domain/schemas/common';

describe('the list limits table', () => {
  it('gives every list a default within its maximum', () => {
    for (const [name, { defaultLimit, maxLimit }] of Object.entries(LIST_LIMITS)) {
      expect(defaultLimit, name).toBeGreaterThanOrEqual(1);
      expect(defaultLimit, name).toBeLessThanOrEqual(maxLimit);
    }
  });

  it('is where the older names come from', () => {
    expect(PAGE).toEqual({ defaultLimit: LIST_LIMITS.books.defaultLimit, maxLimit: LIST_LIMITS.books.maxLimit });
    expect(RELATED_BOOKS_LIMIT).toBe(LIST_LIMITS.relatedBooks.defaultLimit);
    expect(PUBLIC_REVIEWS_LIMIT).toBe(LIST_LIMITS.publicReviews.defaultLimit);
  });

  it('fills the default and clamps a clamped list', () => {
    expect(limitFor('users', undefined)).toBe(50);
    expect(limitFor('users', 500)).toBe(100);
    expect(limitFor('publicReviews', 3)).toBe(3);
  });

  it('puts the maximum into the schema only of a list that refuses larger requests', () => {
    expect((Limit('myOrders') as { maximum?: number }).maximum).toBe(LIST_LIMITS.myOrders.maxLimit);
    expect((Limit('books') as { maximum?: number }).maximum).toBeGreaterThan(LIST_LIMITS.books.maxLimit);
  });
});
