import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'boundaries');

/**
 * Issue 32: the import boundaries of eslint.config.js (eslint-plugin-boundaries), each proved on a
 * fixture of its own. A fixture's first line says which file it is linted as; every line after
 * the comment is one import the rule must refuse (allowed.fixture: none of them). The fixtures
 * end in .fixture so that neither `npm run lint` nor tsc reads them where they lie.
 */
async function refusals(
  fixture: string,
  rule = 'boundaries/dependencies',
): Promise<{ lines: number; refused: number[] }> {
  const text = readFileSync(join(FIXTURES, fixture), 'utf8');
  const as = /^\/\/ Linted as (\S+?):/.exec(text)?.[1];
  if (!as) throw new Error(`${fixture} does not say which file it is linted as`);
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, as) });
  const lines = text.split('\n').filter((line) => /^(import|export)/.test(line)).length;
  const refused = result!.messages.filter((m) => m.ruleId === rule).map((m) => m.line);
  return { lines, refused };
}

describe('import boundaries', () => {
  it.each([
    ['featureImportsFeature.fixture', 'a feature imports another, in any spelling'],
    ['stateImportsFeature.fixture', 'state imports a feature'],
    ['apiImportsFeature.fixture', 'the API client imports a feature'],
    ['hooksImportsFeature.fixture', 'a shared hook imports a feature'],
    ['componentImportsApp.fixture', 'a component imports app code'],
  ])(
    'refuses every import of %s (%s)',
    async (fixture) => {
      const { lines, refused } = await refusals(fixture);
      expect(lines).toBeGreaterThan(1);
      // One refusal per import line, each on its own line.
      expect(new Set(refused).size).toBe(lines);
    },
    60_000,
  );

  it('lets a feature import its own files, state, api, hooks and the domain', async () => {
    const { lines, refused } = await refusals('allowed.fixture');
    expect(lines).toBeGreaterThan(5);
    expect(refused).toEqual([]);
  }, 60_000);

  it("refuses an overlay that would stay in MUI's modal manager while it slides away (the theme's closeAfterTransition undone)", async () => {
    const { lines, refused } = await refusals('overlayKeepsManaged.fixture', 'no-restricted-syntax');
    expect(lines).toBeGreaterThan(1);
    expect(new Set(refused).size).toBe(lines);
  }, 60_000);

  it("refuses the console's order moves and switch writes made as calls, not through state/vendorConsole's atoms", async () => {
    const { lines, refused } = await refusals('consoleCallsApi.fixture', 'no-restricted-imports');
    expect(lines).toBeGreaterThan(1);
    expect(new Set(refused).size).toBe(lines);
  }, 60_000);
});
