import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as API_ERROR_CODES from '../../src/domain/apiErrorCodes';

const ROOT = join(import.meta.dirname, '../..');
const SERVER = join(ROOT, 'src/server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

const CODE_NAMES = new Set(
  Object.keys(API_ERROR_CODES).filter((k) => typeof API_ERROR_CODES[k as never] === 'string'),
);

/** `API_ERROR_CODES.<name>` naming one of the documented codes. */
const isCode = (node: ts.Node | undefined): boolean =>
  !!node &&
  ts.isPropertyAccessExpression(node) &&
  node.expression.getText() === 'API_ERROR_CODES' &&
  CODE_NAMES.has(node.name.text);

const hasCodeProperty = (given: ts.Node | undefined): boolean => {
  const node = given && ts.isSatisfiesExpression(given) ? given.expression : given;
  return (
    !!node &&
    ts.isObjectLiteralExpression(node) &&
    node.properties.some(
      (p) => p.name?.getText() === 'code' && ts.isPropertyAssignment(p) && isCode(p.initializer),
    )
  );
};

/** The status of the nearest `.code(N)` in a reply chain (`reply.code(404).header(…).send(…)`). */
function chainStatus(node: ts.Expression): number | null {
  let at: ts.Expression = node;
  while (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at)) {
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
      const [first] = at.arguments;
      if (at.expression.name.text === 'code' && first && ts.isNumericLiteral(first))
        return Number(first.text);
    }
    at = ts.isCallExpression(at) ? at.expression : at.expression;
  }
  return null;
}

/**
 * Every refusal the server can answer, found in its source: each `new HttpError(…)`, each
 * `reply.code(4xx/5xx).send({…})` and the rate limiter's `errorResponseBuilder`. Each is listed
 * with whether it carries one of the documented codes.
 */
function refusals(): { where: string; coded: boolean }[] {
  const found: { where: string; coded: boolean }[] = [];
  for (const file of sources(SERVER)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText() === 'HttpError') {
        // A code read from elsewhere (`read.code`) is typed ApiErrorCode, one of the documented
        // codes: HttpError's constructor takes nothing else, and tsc checks it.
        const code = node.arguments?.[1];
        found.push({ where: where(node), coded: isCode(code) || (!!code && !ts.isStringLiteralLike(code)) });
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const status = node.expression.name.text === 'send' ? chainStatus(node.expression.expression) : null;
        if (status !== null && status >= 400)
          found.push({ where: where(node), coded: hasCodeProperty(node.arguments[0]) });
      }
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'errorResponseBuilder') {
        const body = ts.isArrowFunction(node.initializer) ? node.initializer.body : undefined;
        const literal = body && ts.isParenthesizedExpression(body) ? body.expression : body;
        found.push({ where: where(node), coded: hasCodeProperty(literal) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('refusals (issue 32)', () => {
  it('each carry a documented machine-readable code', () => {
    const all = refusals();
    // Today's count: a walk that found nothing would prove nothing.
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((r) => !r.coded).map((r) => r.where)).toEqual([]);
  });

  it('documents codes that are distinct snake_case words', () => {
    const values = [...CODE_NAMES].map((name) => API_ERROR_CODES[name as keyof typeof API_ERROR_CODES]);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
