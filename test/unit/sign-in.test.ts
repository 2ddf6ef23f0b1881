import { describe, expect, it } from 'vitest';
import { drawnSignInAddress, signInAddress, signInIntent, signInLine } from '../../domain/sign-in';
import { isGuarded } from '../../domain/screens';

const searchOf = (address: string) => new URL(address, 'http://shop').search;

describe('the sign-in address', () => {
  it('carries where the visitor was going and why, and reads back the same', () => {
    expect(signInAddress('/books/1?a=1#r')).toBe('/signin?next=%2Fbooks%2F1%3Fa%3D1%23r');
    expect(signInIntent(searchOf(signInAddress('/books/1?a=1#r')))).toEqual({
      next: '/books/1?a=1#r',
      reason: 'signInRequired',
    });
    expect(signInIntent(searchOf(signInAddress('/cpanel', 'adminOnly', 'bn')))).toEqual({
      next: '/cpanel',
      reason: 'adminOnly',
    });
    expect(signInAddress('/mybooks', 'signInRequired', 'bn')).toBe('/signin?lang=bn&next=%2Fmybooks');
    expect(signInIntent('')).toEqual({ next: '/', reason: null });
  });

  it('names the line the page shows: a book, another page, or the panel', () => {
    expect(signInLine(searchOf(signInAddress('/books/1')))).toBe('book');
    expect(signInLine(searchOf(signInAddress('/mybooks')))).toBe('page');
    expect(signInLine(searchOf(signInAddress('/cpanel', 'adminOnly')))).toBe('adminOnly');
    expect(signInLine('?next=//evil.example')).toBeNull();
    expect(signInLine('')).toBeNull();
  });
});

describe('the sign-in pages the server draws', () => {
  it('are one per line, whatever the address it was asked for', () => {
    const bookLine = drawnSignInAddress(signInAddress('/books/one'));
    expect(bookLine).not.toBeNull();
    expect(drawnSignInAddress(signInAddress('/books/two', 'signInRequired', 'bn'))).toBe(bookLine);
    expect(drawnSignInAddress(signInAddress('/mybooks'))).toBe(drawnSignInAddress(signInAddress('/profile')));
    expect(drawnSignInAddress(signInAddress('/mybooks'))).not.toBe(bookLine);
    expect(signInLine(searchOf(bookLine!))).toBe('book');
    expect(signInLine(searchOf(drawnSignInAddress(signInAddress('/cpanel', 'adminOnly'))!))).toBe('adminOnly');
    expect(drawnSignInAddress('/signin')).toBe('/signin');
    expect(drawnSignInAddress('/signin?lang=bn')).toBe('/signin');
    expect(drawnSignInAddress('/signin?next=//evil.example')).toBe('/signin');
  });

  it('are not drawn for other queries, repeated names, or other paths', () => {
    expect(drawnSignInAddress('/signin?utm=x')).toBeNull();
    expect(drawnSignInAddress('/signin?next=/a&next=/b')).toBeNull();
    expect(drawnSignInAddress('/signup')).toBeNull();
    expect(drawnSignInAddress('/signin/x')).toBeNull();
  });
});

describe('isGuarded', () => {
  it('is the screens behind the login guard and the control panel', () => {
    for (const path of ['/books/x', '/profile', '/mybooks', '/checkout/x', '/receipts/x', '/cpanel', '/cpanel/musers'])
      expect(isGuarded(path), path).toBe(true);
    for (const path of ['/', '/books', '/aboutus', '/signin', '/signup', '/cpanelx', '/nowhere'])
      expect(isGuarded(path), path).toBe(false);
  });
});
