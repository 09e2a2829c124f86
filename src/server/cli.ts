import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { usernameSchema } from '../domain/auth';
import { signupPasswordSchema } from '../domain/password';
import { hashPassword } from './auth/passwords';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { createStore } from './db/store';

const USAGE = `Usage: npm run vendor:create -- <username> [--password <password>]

Creates a vendor account (or makes an existing account a vendor with this password) in the
database of DATABASE_URL, or else the PGlite folder DATA_DIR (default ./data). Without
--password (or VENDOR_PASSWORD) a random password is made up and printed once.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const rawName = positionals[0] ?? process.env.VENDOR_USERNAME;
  if (values.help || !rawName) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const username = usernameSchema.safeParse(rawName);
  if (!username.success) {
    console.error(username.error.issues[0]?.message);
    return 2;
  }
  const given = values.password ?? process.env.VENDOR_PASSWORD;
  if (given !== undefined) {
    const checked = signupPasswordSchema.safeParse(given);
    if (!checked.success) {
      console.error(checked.error.issues[0]?.message);
      return 2;
    }
  }
  const password = given ?? randomBytes(12).toString('base64url');

  let database;
  try {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nOr restart the server with VENDOR_USERNAME and VENDOR_PASSWORD set.`);
      return 1;
    }
    throw error;
  }
  try {
    const store = createStore(database.db);
    const passwordHash = await hashPassword(password);
    const existing = await store.userByUsername(username.data);
    if (existing) {
      await store.setUserPasswordAndRole(existing.id, passwordHash, 'vendor');
      console.log(`${existing.username} is now a vendor, with the new password.`);
    } else {
      await store.createUser({ username: username.data, email: '', passwordHash, role: 'vendor' });
      console.log(`Vendor ${username.data} created.`);
    }
    if (given === undefined) console.log(`Password (shown once): ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
