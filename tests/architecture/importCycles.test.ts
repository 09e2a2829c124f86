import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

// ESLint's import plugins need native resolver bindings this registry does not serve for every
// platform (eslint.config.js), so the one-way rule's other half is checked here, with dpdm.
describe('imports', () => {
  it('form no cycle anywhere in src, type-only and lazy imports included', async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], {
      context: process.cwd(),
      tsconfig: 'tsconfig.json',
      transform: false,
      skipDynamicImports: false,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    expect(parseCircular(tree, false)).toEqual([]);
  }, 60_000);
});
