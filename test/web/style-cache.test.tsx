import { CacheProvider } from '@emotion/react';
import { Box } from '@mui/material';
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStyleCache } from '../../src/app/styleCache';

const STORAGE_KEY = 'boipoka.compiled-styles';
const styled = { color: 'rgb(1, 2, 3)', '@media (min-width:600px)': { color: 'rgb(4, 5, 6)' } };

const emotionTags = () => Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css"]'));
/** Tags emotion filled on this page (a tag put back from storage lists its names after the key). */
const compiledHere = () => emotionTags().filter((tag) => tag.getAttribute('data-emotion') === 'css');
const kept = () => JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { build: string; names: string[]; css: string };

/** A page load: the previous page's style tags are gone. */
function newPage() {
  for (const tag of emotionTags()) tag.remove();
}

function drawWith(cache: ReturnType<typeof createStyleCache>) {
  const { getByText, unmount } = render(
    <CacheProvider value={cache}>
      <Box sx={styled}>styled text</Box>
    </CacheProvider>,
  );
  const className = Array.from(getByText('styled text').classList).find((name) => name.startsWith('css-'))!;
  unmount();
  return className;
}

describe('the compiled-style cache (styleCache.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    newPage();
  });
  afterEach(() => newPage());
  // Every createStyleCache sets up keeping once the page is idle (a timer, then a dynamic import): let those finish
  // while the page still exists, or they land after the test environment is gone (addEventListener undefined).
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('keeps a visit’s compiled rules when the page is left, and the next visit draws with them without compiling', async () => {
    const first = drawWith(createStyleCache(localStorage, 'build-1'));
    expect(compiledHere().length).toBeGreaterThan(0);
    // Keeping is set up once the page has loaded and the browser is idle (its code is a chunk of its own).
    await vi.waitFor(() => {
      dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    });

    const copy = kept();
    expect(copy.build).toBe('build-1');
    expect(copy.names).toContain(first.slice('css-'.length));
    expect(copy.css).toMatch(/rgb\(4, ?5, ?6\)/);

    newPage();
    const cache = createStyleCache(localStorage, 'build-1');
    expect(cache.inserted[first.slice('css-'.length)]).toBe(true);
    const second = drawWith(cache);
    expect(second).toBe(first);
    // Nothing compiled on this page: the one tag is the kept copy, and it carries both rules (the media query too).
    expect(compiledHere()).toHaveLength(0);
    const [restored] = emotionTags();
    expect(restored.getAttribute('data-emotion')).toBe(`css ${copy.names.join(' ')}`);
    expect(restored.textContent).toContain('rgb(1, 2, 3)');
    expect(restored.textContent).toMatch(/@media/);
  });

  it('compiles afresh when the copy is from another build', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ build: 'build-0', names: ['abc'], css: '.css-abc{color:red}' }));
    const cache = createStyleCache(localStorage, 'build-1');
    expect(cache.inserted.abc).toBeUndefined();
    drawWith(cache);
    expect(compiledHere().length).toBeGreaterThan(0);
  });

  it('ignores a copy it cannot read', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    const cache = createStyleCache(localStorage, 'build-1');
    drawWith(cache);
    expect(compiledHere().length).toBeGreaterThan(0);
  });
});
