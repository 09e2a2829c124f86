import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import {
  bounded,
  fontsLoading,
  PAGE_WAIT_MS,
  keepTravelInStory,
  settled,
  smallControls,
  VIEWPORT_WAIT_MS,
  widthProblem,
} from './guards';

// The preview annotations are applied by @storybook/addon-vitest itself; this file only adds
// the visual check. Keep the name of that annotations call out of this file, even in a comment:
// the addon looks for it here and, when it finds it, stops applying them.

// The ripple left behind by a click is different on every run; carets blink.
const stillness = document.createElement('style');
stillness.textContent = `.MuiTouchRipple-root { display: none !important; }
*, *::before, *::after { caret-color: transparent !important; }`;
document.head.append(stillness);

// A story's back or forward out of its own page would take Vitest's page along (guards.ts).
keepTravelInStory();

// Every viewport change is bounded, the addon's own too (its setViewport, before each story
// renders, awaits page.viewport unbounded): a change that never ends fails as that, by name.
// Stop 43's clean-clone run had one in Console.stories: To Cook Desktop and the 27 stories
// after it each ran out their 30 s with no step named, and the file took 932 s.
const viewport = page.viewport.bind(page);
page.viewport = (width, height) =>
  bounded(() => `page.viewport(${width}, ${height}) not done`, viewport(width, height), VIEWPORT_WAIT_MS);

interface StoryContext {
  story?: { tags: string[] };
  task: { result?: { state?: string } };
}

/** The phones every story must also fit (issue 27 item 4): the narrowest, and the reference. */
const PHONE_WIDTHS = [320, 360];

/** The story's page at `width` × `height` (Vitest resizes its iframe through Playwright), laid out again. */
async function resize(width: number, height: number) {
  await bounded(() => `page.viewport(${width}, ${height}) not done`, page.viewport(width, height));
  await settled();
}

/**
 * The same check at each phone width, after the story's screenshot: the viewport is narrowed, the
 * page laid out again (media queries, a re-render for `useMediaQuery`) and measured. One layout
 * per width, no new render of the story. The viewport is not given back: the next story's own is
 * set before it renders (@storybook/addon-vitest's setViewport, for every story), and a desktop
 * screen laid out again at 1280 px only to be thrown away cost a rush screen's layout each.
 */
async function phoneWidthProblems(): Promise<string[]> {
  const { innerWidth: width, innerHeight: height } = window;
  const problems: string[] = [];
  for (const phone of PHONE_WIDTHS.filter((w) => w !== width)) {
    await resize(phone, height);
    const problem = widthProblem();
    if (problem) problems.push(problem);
  }
  return problems;
}

// After its play function: every story fits its viewport, the console's controls are thumb-sized,
// its screenshot is compared with its committed baseline, and it fits a 320 and a 360 px phone.
afterEach(async (ctx) => {
  const { story, task } = ctx as unknown as StoryContext;
  if (!story || task.result?.state === 'fail') return;
  await bounded(() => `Fonts still loading after the story: ${fontsLoading()}`, document.fonts.ready);
  await settled();
  const fits = story.tags.includes('fits-viewport');
  if (fits) expect(widthProblem()).toBeNull();
  if (story.tags.includes('touch-targets')) expect(smallControls()).toEqual([]);
  if (story.tags.includes('visual')) {
    // Bounded too: a page that never holds still fails after `timeout` (Vitest's stability
    // check), and each capture after the provider's actionTimeout (vite.config.ts), with
    // Playwright's log of what it waited for.
    await expect(page).toMatchScreenshot({
      timeout: PAGE_WAIT_MS,
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    });
  }
  if (fits) expect(await phoneWidthProblems()).toEqual([]);
});
