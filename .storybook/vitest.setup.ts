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

// Every story's screenshot is compared with its committed baseline, after its play function.
afterEach(async (ctx) => {
  const { story, task } = ctx as unknown as StoryContext;
  if (!story || !story.tags.includes('visual') || task.result?.state === 'fail') return;
  await document.fonts.ready;
  await settled();
  await expect(page).toMatchScreenshot({
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
});
