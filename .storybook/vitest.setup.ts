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

// After its play function: every story fits its viewport, and its screenshot is compared with its
// committed baseline.
afterEach(async (ctx) => {
  const { story, task } = ctx as unknown as StoryContext;
  if (!story || task.result?.state === 'fail') return;
  await document.fonts.ready;
  await settled();
  if (story.tags.includes('fits-viewport')) expect(widthProblem()).toBeNull();
  if (!story.tags.includes('visual')) return;
  await expect(page).toMatchScreenshot({
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
});
