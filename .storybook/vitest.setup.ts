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

// Every story's screenshot is compared with its committed baseline, after its play function.
afterEach(async (ctx) => {
  const { story, task } = ctx as unknown as StoryContext;
  if (!story || !story.tags.includes('visual') || task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page).toMatchScreenshot({
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
});
