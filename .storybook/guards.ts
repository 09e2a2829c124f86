// The checks .storybook/vitest.setup.ts runs after every story, apart so that a story can prove
// they fail on what they are meant to catch (stories/guards/Guards.stories.tsx).

/**
 * No story's page is wider than its viewport (issue 25: the console's Orders tab was 650 px wide
 * on a 360 px phone and no test saw it). A wider page scrolls sideways on a phone: what is past
 * the edge is out of reach. A story that means to be wider opts out with `tags: ['!fits-viewport']`.
 */
export function widthProblem(): string | null {
  const { scrollWidth } = document.documentElement;
  return scrollWidth > window.innerWidth
    ? `The story's page is ${scrollWidth} px wide in a ${window.innerWidth} px viewport`
    : null;
}

/** What a thumb must be able to hit on the console (issue 25, DESIGN §7): 44 × 44 px. */
export const TOUCH_TARGET_PX = 44;
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"]';

/**
 * The controls drawn smaller than 44 × 44 px, for stories tagged 'touch-targets' (the console's
 * screens). A checkbox's, switch's or radio's input is invisible over its tap area (MUI's
 * switch base): that area is measured. Controls not drawn (another tab, a closed menu) are not.
 */
export function smallControls(): string[] {
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
