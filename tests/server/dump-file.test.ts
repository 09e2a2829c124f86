import { describe, expect, it } from 'vitest';
import { BackupRefusedError, copyField, END_MARKER, readDump } from '../../src/server/db/dump-file';

/** A dump as pg_dump writes it: header, statements, the end marker (and 17.6+'s \restrict pair). */
const dump = (body: string, restrict = false) =>
  [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '',
    ...(restrict ? ['\\restrict abc123', ''] : []),
    'SET standard_conforming_strings = on;',
    body,
    '',
    '--',
    END_MARKER,
    '--',
    '',
    ...(restrict ? ['\\unrestrict abc123', ''] : []),
  ].join('\n');

const refused = (text: string) => {
  try {
    readDump(text);
  } catch (error) {
    expect(error).toBeInstanceOf(BackupRefusedError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('reading a dump without running it', () => {
  it('counts COPY rows and INSERT rows per table, and keeps COPY data apart from the SQL', () => {
    const contents = readDump(
      dump(
        [
          'COPY public.users (id, username) FROM stdin;',
          '1\tada',
          '2\tbo\\\\la',
          '\\.',
          "INSERT INTO public.orders VALUES (1, 'a;b');",
          "INSERT INTO public.orders (id, note) VALUES (2, 'x'), (3, 'y');",
          'INSERT INTO public."sold_out" OVERRIDING SYSTEM VALUE VALUES (1, now());',
        ].join('\n'),
        true,
      ),
    );
    expect(contents.rows).toEqual({ 'public.users': 2, 'public.orders': 3, 'public.sold_out': 1 });
    const copy = contents.pieces.find((piece) => piece.kind === 'copy');
    expect(copy).toMatchObject({
      table: 'public.users',
      columns: ['id', 'username'],
      lines: ['1\tada', '2\tbo\\\\la'],
    });
    expect(
      contents.pieces
        .filter((piece) => piece.kind === 'sql')
        .map((piece) => piece.text)
        .join(''),
    ).not.toContain('restrict');
  });

  it('accepts what a customer can type: a backslash at the start of a line inside a string, quotes, $$ bodies', () => {
    const contents = readDump(
      dump(
        [
          "INSERT INTO public.account_profiles VALUES (1, 'Room 4\n\\! not a command\n''quoted''');",
          "INSERT INTO public.settings VALUES ('k', E'it\\'s\n\\\\ fine');",
          'CREATE FUNCTION f() RETURNS int AS $body$ select 1; \\ $body$ LANGUAGE sql;',
          '/* a comment; with \\ and /* nested */ */ SELECT 1;',
        ].join('\n'),
      ),
    );
    expect(contents.rows).toEqual({ 'public.account_profiles': 1, 'public.settings': 1 });
  });

  it('refuses a meta-command anywhere outside strings and COPY data, cut-off files and empty ones', () => {
    expect(refused(dump('\\! touch /tmp/x'))).toMatch(/^Line 6 of the backup holds a psql meta-command/);
    expect(refused(dump('SELECT 1; \\! id'))).toContain('meta-command');
    expect(refused(dump('\\restrict abc123'))).toContain('meta-command');
    expect(refused(`\\! id\n${dump('SELECT 1;')}`)).toContain('Line 1 ');
    expect(refused(dump('SELECT 1;').replace(END_MARKER, 'SELECT 2;'))).toContain('cut off');
    expect(refused(dump("INSERT INTO t VALUES ('open);"))).toContain('cut off (an unclosed string)');
    expect(refused(dump('COPY public.users (id, username) FROM stdin;\n1\tada'))).toContain('cut off');
    expect(refused(dump('COPY public.users (id, username) FROM stdin;\n1\n\\.'))).toContain(
      'does not have 2 fields',
    );
    expect(refused(`${dump('SELECT 1;')}SELECT 2;\n`)).toContain('after its end marker');
    expect(refused('')).toBe('The backup file is empty.');
  });

  it('reads COPY fields as their input text', () => {
    expect(copyField('\\N')).toBeNull();
    expect(copyField('a\\tb\\nc\\\\d')).toBe('a\tb\nc\\d');
    expect(copyField('\\\\x0a0b')).toBe('\\x0a0b');
    expect(copyField('\\101\\x42')).toBe('AB');
  });
});
