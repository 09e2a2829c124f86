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

/**
 * What is wrong with a story's `history.go(delta)` (back is -1, forward 1), or null when it stays
 * in the story's page. Vitest runs a story file in an iframe of its own page, and the two share
 * one session history: a back from the story page's first entry goes on to the entry before it,
 * the test runner's (Playwright opens its page on about:blank, then goes to Vitest's). Vitest's
 * page then leaves, and the run ends with 'Browser connection was closed while running tests',
 * every story file after it unrun. `pending` adds the travels asked for that have not arrived:
 * a back sent while another is on its way goes one entry further (Chromium counts it from where
 * the first is going). `go(0)` reloads the story's page, which Vitest cannot survive either.
 */
export function travelProblem(delta: number, pending = 0): string | null {
  const entries = navigation.entries().length;
  const at = navigation.currentEntry?.index ?? 0;
  const to = at + pending + delta;
  if (delta !== 0 && to >= 0 && to < entries) return null;
  const onItsWay = pending === 0 ? '' : `, with history.go(${pending}) still on its way,`;
  const what =
    delta === 0
      ? "reloads the story's page: in the run its file ends there"
      : "leaves the story's page: in the run it takes Vitest's page along and ends the run";
  return `history.go(${delta}) from entry ${at + 1} of the story's ${entries}${onItsWay} ${what}`;
}

/**
 * Makes the story page's history travel go through `travelProblem`: a travel out of the story's
 * page throws, naming it, instead of ending the whole run (stories/guards/Guards.stories.tsx).
 * Travels still on their way are counted until the page reports them (`currententrychange`).
 */
export function keepTravelInStory() {
  const { history } = window;
  const go = History.prototype.go;
  const onTheirWay: number[] = [];
  navigation.addEventListener('currententrychange', (event) => {
    if (event.navigationType === 'traverse') onTheirWay.shift();
  });
  const travel = (delta: number) => {
    const problem = travelProblem(
      delta,
      onTheirWay.reduce((sum, step) => sum + step, 0),
    );
    if (problem) throw new Error(problem);
    onTheirWay.push(delta);
    go.call(history, delta);
  };
  Object.assign(history, {
    go: (delta = 0) => travel(delta),
    back: () => travel(-1),
    forward: () => travel(1),
  });
}

/**
 * The longest one after-story step (.storybook/vitest.setup.ts) waits on the page: fonts, the
 * last transitions, two frames, a viewport change. Well inside the hook's 30 s, so that a step
 * that can never end fails as what it waited for, and the next step does not start on a page
 * that never settled.
 */
export const PAGE_WAIT_MS = 5_000;

/**
 * A story's own viewport, set before it renders (Vitest asks Playwright, which asks Chromium; the
 * provider's 10 s for a Playwright call does not bound this one): well inside the story's 30 s,
 * with the render and the play function still to come. The after-story checks' own changes wait
 * PAGE_WAIT_MS.
 */
export const VIEWPORT_WAIT_MS = 12_000;

/** `step`, or a failure saying `what` (asked for when the time is up) once `ms` have passed. */
export async function bounded<T>(what: () => string, step: Promise<T>, ms = PAGE_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what()} (waited ${ms} ms)`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** An animation as a message names it: what moves (a CSS animation's name, a transition's property) and on what. */
function animationName(animation: Animation): string {
  const what =
    animation instanceof CSSAnimation
      ? `animation ${animation.animationName}`
      : animation instanceof CSSTransition
        ? `transition of ${animation.transitionProperty}`
        : `animation ${animation.id || '(script)'}`;
  const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
  const on = target
    ? [target.tagName.toLowerCase(), ...[...target.classList].slice(0, 2)].join('.')
    : 'no element';
  return `${what} on ${on}`;
}

const frame = () => new Promise((done) => requestAnimationFrame(done));

/**
 * Waits for the transitions still running after the play function (a menu growing in, a drawer
 * sliding): Playwright's `animations: 'disabled'` jumps them to their end, but a component that
 * measures or repositions itself on `transitionend` (MUI's Grow, Popover) would otherwise be
 * caught at whatever point the CPU let it reach. Endless ones (spinners) are left running, and so
 * are paused ones: they do not move, and a paused animation never finishes. Then two frames, so
 * that what ended is drawn. Each wait is bounded (`bounded`): an animation that does not end, or
 * a page Chromium draws no frame of, fails here by name instead of holding the hook to its 30 s.
 */
export async function settled(ms = PAGE_WAIT_MS) {
  const moving = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
    );
  // Frames drawn meanwhile, for the message: none says the page is not being drawn at all.
  let frames = 0;
  let counting = true;
  const count = () => {
    frames++;
    if (counting) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  try {
    await bounded(
      () =>
        `${frames === 0 ? 'No frame drawn, and still' : 'Still'} moving after the story: ${moving
          .filter((animation) => animation.playState === 'running')
          .map(animationName)
          .join(', ')}`,
      Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
      ms,
    );
  } finally {
    counting = false;
  }
  await bounded(() => "No frame drawn: Chromium is not rendering the story's page", frame().then(frame), ms);
}

/** The fonts still loading, for a message: family, weight and style. */
export function fontsLoading(): string {
  return [...document.fonts]
    .filter((face) => face.status === 'loading')
    .map((face) => `${face.family} ${face.weight} ${face.style}`)
    .join(', ');
}
