import { afterEach, describe, expect, it } from 'vitest';
import { demo, newPage, screenshot, signIn } from './harness';

/** Issue 25, point 6: what a 390 px phone shows on the profile and the control panel. */

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const fitsWidth = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));

describe('at 390 px', () => {
  it('the profile fits the screen', async () => {
    const browser = await newPage(390);
    close = browser.close;
    const { page } = browser;
    await signIn(page, demo.customer.email, demo.customer.password);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'phone-profile-390');
    const { scroll, width } = await fitsWidth(page);
    expect(scroll, 'the profile scrolls sideways').toBeLessThanOrEqual(width);
  });

  it('the control panel lists fit the screen with their actions visible', async () => {
    const browser = await newPage(390);
    close = browser.close;
    const { page } = browser;
    await signIn(page, demo.admin.email, demo.admin.password);
    for (const path of ['/cpanel/mbooks', '/cpanel/morders', '/cpanel/musers']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(800);
      await screenshot(page, `phone-${path.split('/').pop()}-390`);
      const { scroll, width } = await fitsWidth(page);
      expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      // Every row's buttons are inside the screen, not behind a table's own scroll.
      const offscreen = await page.evaluate(
        () =>
          [...document.querySelectorAll('tbody button')].filter((button) => {
            const box = button.getBoundingClientRect();
            return box.width > 0 && (box.right > window.innerWidth || box.left < 0);
          }).length,
      );
      expect(offscreen, `${path}: buttons off-screen`).toBe(0);
    }
  });
});
