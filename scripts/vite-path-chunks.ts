import type { Plugin } from 'vite';

type CodeSplittingTest = (id: string) => boolean;

/**
 * Fewer, bigger chunks on the first visit's path (issue 30): the app's code (src/app/main.tsx
 * and every module it imports statically) as one chunk, and the cart drawer's first view
 * (src/app/features/cart/CartFeature.tsx and what it imports statically beyond the app's code)
 * as one more. Left to itself, Rolldown split them into ~45 and ~20 chunks, most under 1 KB, one
 * per set of lazy features sharing them; over HTTP/1.1's six connections at 300 ms a round trip
 * each file costs a turn, and each one is a precache entry of its own.
 *
 * Every lazy feature is imported from inside the app's code, so a feature that shares one of its
 * modules has it loaded already: no byte more on any path. A feature that shares a module of the
 * cart's first view (a dialog's Modal, Slide, Alert…) loads that whole chunk, which the storefront
 * has asked for right after the takeover anyway (src/app/hooks/cartCode.ts).
 *
 * The two sets are read off the module graph once it is complete (`buildEnd`), before Rolldown
 * cuts it into chunks (`output.codeSplitting.groups` tests them). Each set is closed under its
 * static imports (but for the entry's and, for the cart's, the app's), so no dependency is pulled in with them
 * (`includeDependenciesRecursively: false`) and neither chunk imports the other back. In a build
 * without these files (Storybook's, the prerender's), both sets stay empty: no group.
 */
export function pathChunks(): {
  plugin: Plugin;
  app: CodeSplittingTest;
  cartView: CodeSplittingTest;
} {
  const app = new Set<string>();
  const cartView = new Set<string>();
  const plugin: Plugin = {
    name: 'bukka-path-chunks',
    apply: 'build',
    buildEnd() {
      app.clear();
      cartView.clear();
      const ids = [...this.getModuleIds()];
      const entryOf = (path: string) => ids.find((id) => id.endsWith(path));
      const boot = entryOf('/src/app/boot.ts');
      const main = entryOf('/src/app/main.tsx');
      const cart = entryOf('/src/app/features/cart/CartFeature.tsx');
      if (!boot || !main || !cart) return;
      /** `from` and every module it imports statically, less those in `except`. */
      const closure = (from: string, into: Set<string>, except: Set<string>) => {
        const next = [from];
        while (next.length > 0) {
          const id = next.pop()!;
          if (into.has(id) || except.has(id)) continue;
          into.add(id);
          next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      // What the entry (boot.ts) imports itself (Vite's preload helper) stays out of the app's
      // chunk: the entry would import that chunk statically, and run main.tsx before it means to.
      const entry = new Set<string>();
      closure(boot, entry, new Set());
      closure(main, app, entry);
      closure(cart, cartView, new Set([...entry, ...app]));
    },
  };
  return { plugin, app: (id) => app.has(id), cartView: (id) => cartView.has(id) };
}
