/**
 * The early event contract (DESIGN §11, issue 12): `/` arrives prerendered and shows its buttons
 * long before the app's scripts have run on a slow phone (about 16 s at 250 kbit/s). Until the
 * app has taken over, a tap on a button of the page is held here instead of falling on a button
 * that does nothing; once React has hydrated, `replayEarlyTaps()` clicks the same buttons again,
 * in order. The model is Angular's event replay (jsaction's early event contract): a tiny
 * listener in the page's first script, the handlers in the app.
 *
 * The tap shows at once: an Add to cart moves the header's and the thumb button's cart count
 * (attributes and CSS only, so React's hydration meets the markup it rendered), and any held
 * button is marked pressed. This module is the page's first script, a classic one that blocks the
 * parser in <head> (scripts/vite-early-taps.ts): no React, no MUI, no state, no imports.
 */

interface HeldTap {
  /** The button as it was tapped: the same node after hydration. */
  node: Element;
  /** Child indexes from #root, to find the button again if React rendered the page afresh. */
  path: number[];
  /** What the button says (its count left out), to tell it from another at a shifted place. */
  key: string;
}

const CART_COUNT_ATTR = 'data-early-count';
const TAPPED_ATTR = 'data-early-tap';
// Sold-out or otherwise disabled buttons never raise a click, so they are never held.
const HELD = 'button, [role="button"]';
const ADD_LABEL = /^Add .+ to cart$/;

const held: HeldTap[] = [];
const touched = new Set<Element>();
let extraInCart = 0;
let root: HTMLElement | null = null;

function pathFromRoot(node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return path;
}

/**
 * A button's name without the cart's count and total ('Open Cart, 3 items, ₦3,900' and
 * 'Open Cart, 0 items' match).
 */
const keyOf = (button: Element) =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '')
    .replace(/\d+ items?(, ₦[\d,]+)?$/, '')
    .trim();

function nodeAt(path: number[]): Element | undefined {
  let at: Element | undefined = root ?? undefined;
  for (const index of path) at = at?.children[index];
  return at;
}

/** The cart's count as the app will show it: `cartItems` in sessionStorage (DESIGN §4). */
function storedCartCount(): number {
  try {
    const lines: unknown = JSON.parse(sessionStorage.getItem('cartItems') ?? '[]');
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: { quantity?: unknown }) => {
      const quantity = typeof line?.quantity === 'number' ? line.quantity : 0;
      return sum + (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);
    }, 0);
  } catch {
    return 0;
  }
}

const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** Moves the cart count on the header's cart button and on the thumb button at the bottom. */
function showCartCount() {
  const count = storedCartCount() + extraInCart;
  document.querySelectorAll('[aria-label^="Cart, "], [aria-label^="Open Cart, "]').forEach((button) => {
    const open = button.getAttribute('aria-label')!.startsWith('Open ');
    button.setAttribute('aria-label', `${open ? 'Open ' : ''}${cartLabel(count)}`);
    button.setAttribute(CART_COUNT_ATTR, String(count));
    touched.add(button);
  });
}

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest(HELD);
  root ??= document.getElementById('root');
  if (!button || !root?.contains(button) || document.documentElement.dataset.app === 'ready') return;
  // Nothing else sees the tap now: the replay gives it to the app.
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ node: button, path: pathFromRoot(button), key: keyOf(button) });
  button.setAttribute(TAPPED_ATTR, '');
  touched.add(button);
  if (ADD_LABEL.test(button.getAttribute('aria-label') ?? '')) {
    extraInCart += 1;
    showCartCount();
  }
}

// The feedback's look: the count in the brand's badge, a pressed look on a held button. A style
// element, as Emotion's are (style-src allows inline styles; script-src stays 'self'). Written
// minified: this script counts in the first load's budget, and no minifier touches CSS in a string.
const STYLE =
  `[${CART_COUNT_ATTR}]:not(.Bukka-cart-fab)::after{content:attr(${CART_COUNT_ATTR});position:absolute;` +
  'top:2px;right:0;min-width:20px;height:20px;padding:0 6px;box-sizing:border-box;border-radius:10px;' +
  'background:#1a1a1a;color:#fff;font:500 12px/20px Roboto,system-ui,sans-serif}' +
  `.Bukka-cart-fab[${CART_COUNT_ATTR}]{font-size:0}` +
  `.Bukka-cart-fab[${CART_COUNT_ATTR}]::after{content:'Cart \\00B7 ' attr(${CART_COUNT_ATTR});font-size:.9375rem}` +
  `[${TAPPED_ATTR}]{outline:3px solid #FFC107;outline-offset:2px}`;

/** What the page's first script leaves for the app (`window.bukkaEarlyTaps`). */
export interface EarlyTapContract {
  /**
   * The app has taken over: stop holding, undo the stand-in feedback, and give every held tap to
   * the app, in the order they came. Called once, after React's first commit.
   */
  replay: () => void;
}

/**
 * Starts holding taps on the prerendered page. Runs before #root is parsed (a classic script in
 * <head>), so the page is looked at only when a tap comes; a page whose #root is empty (another
 * route) holds nothing.
 */
export function installEarlyTapContract(): EarlyTapContract {
  const style = document.createElement('style');
  style.dataset.earlyTaps = '';
  style.textContent = STYLE;
  document.head.append(style);
  // On window, in the capture phase: before React's own listeners on #root see anything.
  window.addEventListener('click', hold, true);
  return { replay };
}

function replay(): void {
  window.removeEventListener('click', hold, true);
  const taps = held.splice(0);
  for (const element of touched) {
    element.removeAttribute(CART_COUNT_ATTR);
    element.removeAttribute(TAPPED_ATTR);
  }
  const standIn = [...touched];
  touched.clear();
  extraInCart = 0;
  document.querySelector('style[data-early-taps]')?.remove();
  void replayInOrder(taps, standIn);
}

/** How long a held tap waits for its button in a page React draws afresh (a lazy route first). */
const FIND_AGAIN_MS = 10_000;

/** The button of a held tap in the page as it is now, if it is there. */
function findNow(tap: HeldTap): Element | undefined {
  if (tap.node.isConnected) return tap.node;
  const atPlace = nodeAt(tap.path);
  if (atPlace?.matches(HELD) && keyOf(atPlace) === tap.key) return atPlace;
  return [...(root?.querySelectorAll(HELD) ?? [])].find((button) => keyOf(button) === tap.key);
}

/**
 * The tapped button in the page React has taken over: the same node when it hydrated, else the
 * one with the same name once React has drawn it (a page drawn afresh, for a browser with a
 * cart or a wishlist, or when the vendor's menu is not the one the markup was built with, shows
 * its route a few frames later, and other parts of it may have moved).
 */
async function buttonOf(tap: HeldTap): Promise<HTMLElement | undefined> {
  const end = Date.now() + FIND_AGAIN_MS;
  for (;;) {
    const node = findNow(tap);
    if (node instanceof HTMLElement) return node;
    if (Date.now() > end) return undefined;
    await new Promise((frame) => requestAnimationFrame(frame));
  }
}

async function replayInOrder(taps: HeldTap[], standIn: Element[]) {
  for (const tap of taps) (await buttonOf(tap))?.click();
  // React writes a label only when its own value changes: where a stand-in label is left
  // (a replayed tap that did not add, a package sold out meanwhile), the stored cart decides.
  const count = storedCartCount();
  for (const element of standIn) {
    const label = element.getAttribute('aria-label');
    if (label?.startsWith('Cart, ')) element.setAttribute('aria-label', cartLabel(count));
    else if (label?.startsWith('Open Cart, ')) element.setAttribute('aria-label', `Open ${cartLabel(count)}`);
  }
}

declare global {
  interface Window {
    /** Left by the page's first script (install.ts) for the app to replay the held taps. */
    bukkaEarlyTaps?: EarlyTapContract;
  }
}
