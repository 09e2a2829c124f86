import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from '../../src/server/db/client';

/**
 * Issue 26: a PGlite server took ~700 MB RSS fresh and 470–670 MB reopened, most of it
 * PostgreSQL's default 128 MB of shared buffers inside WebAssembly memory that never shrinks.
 * The embedded database now runs with 16 MB, on a fresh folder and on a reopened one.
 */
describe('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bukka-pglite-memory-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['a fresh folder', 'the same folder reopened'])(
    'runs with 16 MB of shared buffers on %s',
    async () => {
      const database = await openDatabase({ dataDir });
      try {
        const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
          rows: { shared_buffers: string }[];
        };
        expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
        expect(result.rows[0]?.shared_buffers).toBe('16MB');
      } finally {
        await database.close();
      }
    },
  );
});
