import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { inFontSubset } from '../../scripts/lib/fontSubset';
import * as messages from '../../src/domain/messages';
import { openCart } from './flows';
import { addToCart, appReady, browserForFile, MOBILE, openShop } from './helpers';

// The web fonts carry only the letters the storefront shows (scripts/lib/fontSubset.ts, issue 12):
// any letter a page renders outside them would be drawn in another font. This reads what the
// pages really render (text and the placeholders of fields) and checks each letter is covered.

const browser = browserForFile();

/** Every letter the page shows now: its text, and what its fields show before they are filled. */
const shownLetters = (page: Page) =>
  page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement>('[placeholder]')].map(
      (field) => field.placeholder,
    );
    return [document.body.innerText, document.title, ...placeholders].join('');
  });

const outsideSubset = (text: string) =>
  [...new Set([...text.replace(/\s/g, '')])].filter((c) => !inFontSubset(c));

describe('the web fonts (subset to what the storefront shows)', () => {
  it('cover every letter of the home page, the cart drawer and the sign-up page', async () => {
    const { context, page, errors } = await openShop(browser, MOBILE);
    let shown = await shownLetters(page);
    expect(shown).toContain('₦');
    await addToCart(page, 'Mini Package', 2);
    await openCart(page);
    shown += await shownLetters(page);
    await page.goto('/signup');
    await appReady(page);
    await page
      .getByRole('heading', { name: /sign up/i })
      .first()
      .waitFor();
    shown += await shownLetters(page);
    expect(outsideSubset(shown)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("cover every message of the domain's word list (offline, update, errors)", () => {
    const texts: string[] = Object.values(messages).filter((value) => typeof value === 'string');
    expect(texts.length).toBeGreaterThan(5);
    expect(outsideSubset(texts.join(''))).toEqual([]);
  });

  it('leave out the letters a page does not use (the check can fail)', () => {
    expect(outsideSubset('Café ₦1,200 — ready…')).toEqual(['é']);
  });
});
