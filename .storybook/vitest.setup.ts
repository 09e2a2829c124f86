import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// The preview annotations are applied by @storybook/addon-vitest itself; this file only adds
// the visual check. Keep the name of that annotations call out of this file, even in a comment:
// the addon looks for it here and, when it finds it, stops applying them.

// The ripple left behind by a click is different on every run; carets blink.
const stillness = document.createElement('style');
stillness.textContent = `.MuiTouchRipple-root { display: none !important; }
*, *::before, *::after { caret-color: transparent !important; }`;
document.head.append(stillness);

interface StoryContext {
  story?: { tags: string[] };
  task: { result?: { state?: string } };
}

/**
 * Waits for the transitions still running after the play function (a menu growing in, a drawer
 * sliding): Playwright's `animations: 'disabled'` jumps them to their end, but a component that
 * measures or repositions itself on `transitionend` (MUI's Grow, Popover) would otherwise be
 * caught at whatever point the CPU let it reach. Endless ones (spinners) are left running.
 */
async function settled() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/**
 * No story's page is wider than its viewport (issue 25: the console's Orders tab was 650 px wide
 * on a 360 px phone and no test saw it). A wider page scrolls sideways on a phone: what is past
 * the edge is out of reach. A story that means to be wider opts out with `tags: ['!fits-viewport']`.
 */
function widthProblem(): string | null {
  const { scrollWidth } = document.documentElement;
  return scrollWidth > window.innerWidth
    ? `The story's page is ${scrollWidth} px wide in a ${window.innerWidth} px viewport`
    : null;
}

/** The phones every story must also fit (issue 27 item 4): the narrowest, and the reference. */
const PHONE_WIDTHS = [320, 360];

/**
 * The same check at each phone width, after the story's screenshot: the viewport is narrowed, the
 * page laid out again (media queries, a re-render for `useMediaQuery`), measured, and given back
 * its own size for the next story. One layout per width, no new render of the story.
 */
async function phoneWidthProblems(): Promise<string[]> {
  const { innerWidth: width, innerHeight: height } = window;
  const problems: string[] = [];
  for (const phone of PHONE_WIDTHS.filter((w) => w !== width)) {
    await page.viewport(phone, height);
    await settled();
    const problem = widthProblem();
    if (problem) problems.push(problem);
  }
  if (window.innerWidth !== width) {
    await page.viewport(width, height);
    await settled();
  }
  return problems;
}

/** What a thumb must be able to hit on the console (issue 25, DESIGN §7): 44 × 44 px. */
const TOUCH_TARGET_PX = 44;
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"]';

/**
 * The controls drawn smaller than 44 × 44 px, for stories tagged 'touch-targets' (the console's
 * screens). A checkbox's, switch's or radio's input is invisible over its tap area (MUI's
 * switch base): that area is measured. Controls not drawn (another tab, a closed menu) are not.
 */
function smallControls(): string[] {
  const small: string[] = [];
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    const target =
      control.matches('input[type="checkbox"], input[type="radio"]') && control.parentElement
        ? control.parentElement
        : control;
    const { width, height } = target.getBoundingClientRect();
    if (width === 0 || height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
    if (width >= TOUCH_TARGET_PX && height >= TOUCH_TARGET_PX) continue;
    const name =
      control.getAttribute('aria-label') ??
      (control.textContent?.trim() || control.getAttribute('name') || control.tagName);
    small.push(`'${name.slice(0, 40)}' is ${Math.round(width)} × ${Math.round(height)} px`);
  }
  return small;
}

// After its play function: every story fits its viewport, the console's controls are thumb-sized,
// its screenshot is compared with its committed baseline, and it fits a 320 and a 360 px phone.
afterEach(async (ctx) => {
  const { story, task } = ctx as unknown as StoryContext;
  if (!story || task.result?.state === 'fail') return;
  await document.fonts.ready;
  await settled();
  const fits = story.tags.includes('fits-viewport');
  if (fits) expect(widthProblem()).toBeNull();
  if (story.tags.includes('touch-targets')) expect(smallControls()).toEqual([]);
  if (story.tags.includes('visual')) {
    await expect(page).toMatchScreenshot({
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    });
  }
  if (fits) expect(await phoneWidthProblems()).toEqual([]);
});
