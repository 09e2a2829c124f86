import type { Plugin } from 'vite';

/** `someAtom.debugLabel = …;` on a line of its own, as src/app/state writes them. */
const DEBUG_LABEL = /^[ \t]*[\w$.]+\.debugLabel = [^;\n]+;[ \t]*$/gm;

/**
 * Jotai's atom labels name atoms for the dev tools and React's inspector; the production build
 * has neither, and ~45 labels cost the first load bytes its 150 KB budget does not have. The
 * labels stay in the source (dev server, Storybook); the build drops the assignments.
 * tests/e2e/build.test.ts checks that no label reaches the built scripts.
 */
export function stripDebugLabels(): Plugin {
  return {
    name: 'bukka-strip-debug-labels',
    apply: 'build',
    transform: {
      filter: { id: /\/src\/app\/.*\.tsx?$/, code: 'debugLabel' },
      handler(code) {
        return { code: code.replace(DEBUG_LABEL, ''), map: null };
      },
    },
  };
}
