import { afterEach, describe, expect, it } from 'vitest';
import { paymentConfigSchema } from '../../src/domain/api';
import { bankFromEnv } from '../../src/server/payments/payments';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './helpers/server';

/** Issue 13, item 7: without BANK_*, the dialog is told these are example details, and the log says so. */
describe('the bank details of transfers', () => {
  let database: TestDatabase | undefined;
  let running: TestServer | undefined;
  afterEach(async () => {
    await running?.stop();
    database?.dispose();
  });

  async function start(env: NodeJS.ProcessEnv) {
    const lines: string[] = [];
    database = await createTestDatabase('pglite');
    running = await startTestServer(database, {
      bank: bankFromEnv(env),
      logger: { level: 'warn', stream: { write: (line) => void lines.push(line) } },
    });
    const answer = await running.call('GET', '/api/payments/config');
    expect(answer.status).toBe(200);
    return { config: paymentConfigSchema.parse(answer.body), lines };
  }

  it('marks example details when BANK_* are not set, and warns once at start', async () => {
    const { config, lines } = await start({ BANK_NAME: 'Moniepoint MFB' });
    expect(config.bank).toMatchObject({ bankName: 'Demo Bank', example: true });
    const warnings = lines.filter((line) => line.includes('BANK_ACCOUNT_NUMBER'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
  });

  it("gives the shop's own account, unmarked and without a warning, when all three are set", async () => {
    const { config, lines } = await start({
      BANK_NAME: 'Moniepoint MFB',
      BANK_ACCOUNT_NAME: 'Mama T Foods',
      BANK_ACCOUNT_NUMBER: '6012345678',
    });
    expect(config.bank).toEqual({
      bankName: 'Moniepoint MFB',
      accountName: 'Mama T Foods',
      accountNumber: '6012345678',
    });
    expect(lines.join('\n')).not.toContain('BANK_');
  });
});
