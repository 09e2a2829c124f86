/**
 * Reads a plain pg_dump file (PGlite's WASM pg_dump or the machine's) without running it: the
 * statements to execute, the COPY data, the rows per table, and whether the file is whole. A
 * restore executes what this returns through the database driver, never through psql, so no
 * psql meta-command (`\! …`, `\copy … program`) can run; any backslash outside a string, an
 * identifier or COPY data is refused all the same, with its line, so a tampered file is named
 * as such instead of failing somewhere in the middle of a load.
 */

/** A file that is not a whole, plain backup: refused before anything is touched. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** `COPY table (columns) FROM stdin;` and its data lines, as pg_dump writes them. */
export interface CopyBlock {
  kind: 'copy';
  table: string;
  columns: string[];
  /** Raw data lines (tab-separated, COPY text escapes), without the `\.` terminator. */
  lines: string[];
  line: number;
}

/** Consecutive plain SQL statements, sent together (the simple query protocol takes several). */
export interface SqlChunk {
  kind: 'sql';
  text: string;
  line: number;
}

export interface DumpContents {
  pieces: (SqlChunk | CopyBlock)[];
  /** Rows per table (`schema.table`, unquoted) in COPY data and INSERT statements; empty tables absent. */
  rows: Record<string, number>;
}

/** pg_dump's own last line: a file without it was cut off. */
export const END_MARKER = '-- PostgreSQL database dump complete';
/** pg_dump 17.6+/15.14+ brackets its output with these; we skip them (psql is never used). */
const RESTRICT = /^\\(un)?restrict [A-Za-z0-9]+$/;
const COPY_HEAD =
  /^COPY\s+((?:"[^"]*"|[^\s(".]+)(?:\.(?:"[^"]*"|[^\s(".]+))?)\s*\(([^)]*)\)\s+FROM\s+stdin$/i;
const INSERT_HEAD = /^INSERT\s+INTO\s+((?:"[^"]*"|[^\s(".]+)(?:\.(?:"[^"]*"|[^\s(".]+))?)/i;
/** Statements are sent in chunks of about this many characters. */
const CHUNK = 1 << 20;

/** `public."order"` → `public.order`: the key rows are counted under, and the catalog's spelling. */
export function tableKey(name: string): string {
  return name.replace(/"/g, '');
}

/** Splits a column list on commas outside double quotes. */
function splitColumns(list: string): string[] {
  return (list.match(/(?:"[^"]*"|[^,])+/g) ?? []).map((column) => column.trim()).filter(Boolean);
}

/** Drops leading `--` comments and blank space, so a statement can be recognised by its start. */
function stripLeadingComments(statement: string): string {
  return statement.replace(/^(?:\s+|--[^\n]*\n?)+/, '');
}

const cutOff = (what: string) =>
  new BackupRefusedError(`The backup file is cut off (${what}): it is not a whole backup.`);

export function readDump(text: string): DumpContents {
  if (text.trim() === '') throw new BackupRefusedError('The backup file is empty.');
  const pieces: (SqlChunk | CopyBlock)[] = [];
  const rows: Record<string, number> = {};
  const count = (table: string, n: number) => {
    const key = tableKey(table);
    rows[key] = (rows[key] ?? 0) + n;
  };
  let chunk = '';
  let chunkLine = 1;
  const flush = () => {
    if (chunk.trim() !== '') pieces.push({ kind: 'sql', text: chunk, line: chunkLine });
    chunk = '';
  };

  let line = 1;
  let i = 0;
  let statementStart = 0;
  let statementLine = 1;
  /** Parentheses opened at depth 0 of the statement, and where the first one was. */
  let groups = 0;
  let firstGroup = -1;
  let depth = 0;
  let sawStatement = false;
  let ended = false;
  const n = text.length;

  while (i < n) {
    const c = text[i]!;
    const atLineStart = i === 0 || text[i - 1] === '\n';
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === '\\') {
      const end = text.indexOf('\n', i);
      const whole = text.slice(i, end === -1 ? n : end);
      // pg_dump's \restrict before the first statement and \unrestrict after its end marker.
      const outside = stripLeadingComments(text.slice(statementStart, i)) === '';
      if (atLineStart && outside && RESTRICT.test(whole) && (whole[1] === 'u' ? ended : !sawStatement)) {
        statementStart = end === -1 ? n : end;
        i = statementStart;
        continue;
      }
      throw new BackupRefusedError(
        `Line ${line} of the backup holds a psql meta-command (${JSON.stringify(whole.slice(0, 40))}): ` +
          'a dump never does, so the file was changed. Nothing was restored.',
      );
    }
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const comment = text.slice(i, end === -1 ? n : end);
      if (atLineStart && comment.trimEnd() === END_MARKER) ended = true;
      i = end === -1 ? n : end;
      continue;
    }
    if (ended && !/\s/.test(c)) {
      throw new BackupRefusedError(
        `Line ${line} of the backup holds text after its end marker: the file was changed.`,
      );
    }
    if (c === '/' && text[i + 1] === '*') {
      let nesting = 1;
      i += 2;
      while (i < n && nesting > 0) {
        if (text[i] === '\n') line++;
        if (text[i] === '/' && text[i + 1] === '*') {
          nesting++;
          i++;
        } else if (text[i] === '*' && text[i + 1] === '/') {
          nesting--;
          i++;
        }
        i++;
      }
      if (nesting > 0) throw cutOff('an unclosed comment');
      continue;
    }
    if (c === "'" || c === '"') {
      // E'…' strings take backslash escapes; with standard_conforming_strings (pg_dump sets it) others do not.
      const escapes = c === "'" && /[eE]/.test(text[i - 1] ?? '') && !/[\w$]/.test(text[i - 2] ?? '');
      i++;
      for (;;) {
        if (i >= n) throw cutOff(c === "'" ? 'an unclosed string' : 'an unclosed quoted name');
        const d = text[i]!;
        if (d === '\n') line++;
        if (escapes && d === '\\') {
          if (text[i + 1] === '\n') line++;
          i += 2;
          continue;
        }
        if (d === c) {
          if (text[i + 1] === c) {
            i += 2;
            continue;
          }
          i++;
          break;
        }
        i++;
      }
      continue;
    }
    if (c === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 64));
      if (tag && !/[\w$]/.test(text[i - 1] ?? '')) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        if (close === -1) throw cutOff('an unclosed $-quoted string');
        for (let j = i; j < close; j++) if (text[j] === '\n') line++;
        i = close + tag[0].length;
        continue;
      }
    }
    if (c === '(') {
      if (depth === 0) {
        groups++;
        if (firstGroup === -1) firstGroup = i;
      }
      depth++;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
    } else if (c === ';') {
      const statement = text.slice(statementStart, i + 1);
      const body = stripLeadingComments(statement).slice(0, -1).trim();
      sawStatement = true;
      const copy = COPY_HEAD.exec(body);
      if (copy) {
        flush();
        // The data starts on the next line and ends with a line `\.`.
        const dataStart = text.indexOf('\n', i);
        if (dataStart === -1) throw cutOff('COPY data without its end');
        const copyLine = line;
        const columns = splitColumns(copy[2]!);
        const lines: string[] = [];
        let at = dataStart + 1;
        line++;
        for (;;) {
          if (at >= n) throw cutOff(`the data of ${copy[1]} stops before its end`);
          const eol = text.indexOf('\n', at);
          if (eol === -1) throw cutOff(`the data of ${copy[1]} stops before its end`);
          const data = text.slice(at, eol);
          at = eol + 1;
          line++;
          if (data === '\\.') break;
          if (data.split('\t').length !== columns.length) {
            throw cutOff(`line ${line - 1} of the data of ${copy[1]} does not have ${columns.length} fields`);
          }
          lines.push(data);
        }
        pieces.push({ kind: 'copy', table: copy[1]!, columns, lines, line: copyLine });
        count(copy[1]!, lines.length);
        i = at;
        statementStart = at;
        chunkLine = line;
        groups = 0;
        firstGroup = -1;
        depth = 0;
        continue;
      }
      const insert = INSERT_HEAD.exec(body);
      if (insert) {
        // INSERT INTO t [(columns)] [OVERRIDING …] VALUES (…)[, (…)]: one row per group after VALUES.
        const beforeFirst = text.slice(statementStart, firstGroup === -1 ? i : firstGroup);
        const columnList = firstGroup !== -1 && !/\bVALUES\s*$/i.test(beforeFirst);
        count(insert[1]!, Math.max(0, groups - (columnList ? 1 : 0)));
      }
      if (chunk === '') chunkLine = statementLine;
      chunk += statement;
      if (chunk.length >= CHUNK) flush();
      statementStart = i + 1;
      statementLine = line;
      groups = 0;
      firstGroup = -1;
      depth = 0;
    }
    i++;
  }
  if (
    text
      .slice(statementStart)
      .replace(/--[^\n]*/g, '')
      .trim() !== ''
  )
    throw cutOff('a statement without its end');
  if (!ended) throw cutOff(`no "${END_MARKER}" line at its end`);
  flush();
  return { pieces, rows };
}

/**
 * One field of COPY's text format as the type's input text (null for `\N`). pg_dump escapes only
 * backslash, \b \f \n \r \t \v; \ooo and \xhh are read too when they name an ASCII character.
 */
export function copyField(raw: string): string | null {
  if (raw === '\\N') return null;
  if (!raw.includes('\\')) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const d = raw[++i];
    const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
    if (d === undefined) throw new BackupRefusedError('A COPY field ends with a lone backslash.');
    if (d in simple) out += simple[d];
    else if (/[0-7]/.test(d) || d === 'x') {
      const match = d === 'x' ? /^[0-9a-fA-F]{1,2}/.exec(raw.slice(i + 1)) : /^[0-7]{1,3}/.exec(raw.slice(i));
      const code = match ? Number.parseInt(match[0], d === 'x' ? 16 : 8) : NaN;
      if (!(code < 0x80))
        throw new BackupRefusedError(`A COPY field holds an escape this restore does not read: \\${d}`);
      out += String.fromCharCode(code);
      i += d === 'x' ? match![0].length : match![0].length - 1;
    } else out += d;
  }
  return out;
}
