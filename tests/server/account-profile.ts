import { describe, expect, it } from 'vitest';
import { accountProfileSchema, MAX_SAVED_ADDRESSES } from '../../src/domain/accountProfile';
import { apiErrorSchema } from '../../src/domain/api';
import { PHONE_NOT_MOBILE_MESSAGE } from '../../src/domain/phone';
import { signUpAndLogIn, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * The account remembers (issue 13): GET and PUT /api/account/profile over real HTTP, on each
 * kind of database (account-profile.pglite.test.ts, account-profile.postgres.test.ts).
 */
export function describeAccountProfile(kind: DbKind): void {
  describe(`a customer's remembered addresses and phone on ${kind}`, () => {
    const api = testApi(kind);
    const { call } = api;

    const profile = {
      addresses: [
        { id: 1763712120000, value: 'Room 12, Block C, Moremi Hall' },
        { id: 1763712120001, value: '  14 Awolowo Road  ' },
      ],
      phoneNumber: '+234 803 123 4567',
    };

    it('starts empty, keeps what the customer saves (by the checkout rules) and gives it back', async () => {
      const { token } = await signUpAndLogIn(call);
      const empty = await call('GET', '/api/account/profile', { token });
      expect(empty.status).toBe(200);
      expect(accountProfileSchema.parse(empty.body)).toEqual({ addresses: [], phoneNumber: '' });

      const saved = await call('PUT', '/api/account/profile', { token, body: profile });
      expect(saved.status).toBe(200);
      const expected = {
        addresses: [
          { id: 1763712120000, value: 'Room 12, Block C, Moremi Hall' },
          { id: 1763712120001, value: '14 Awolowo Road' },
        ],
        phoneNumber: '08031234567',
      };
      expect(saved.body).toEqual(expected);
      const read = await call('GET', '/api/account/profile', { token });
      expect(read.body).toEqual(expected);
      expect(read.headers.get('cache-control')).toBe('private, no-store');
    });

    it('survives a server restart (kept in the database)', async () => {
      const { token } = await signUpAndLogIn(call);
      await call('PUT', '/api/account/profile', { token, body: profile });
      await api.restart();
      const read = await call('GET', '/api/account/profile', { token });
      expect(read.status).toBe(200);
      expect(accountProfileSchema.parse(read.body).phoneNumber).toBe('08031234567');
    });

    it("never shows one customer another's addresses or phone", async () => {
      const ada = await signUpAndLogIn(call, 'ada');
      const bola = await signUpAndLogIn(call, 'bola');
      await call('PUT', '/api/account/profile', { token: ada.token, body: profile });
      const bolas = await call('GET', '/api/account/profile', { token: bola.token });
      expect(bolas.body).toEqual({ addresses: [], phoneNumber: '' });
      // Bola saving her own leaves Ada's as it was.
      await call('PUT', '/api/account/profile', {
        token: bola.token,
        body: { addresses: [], phoneNumber: '09031234567' },
      });
      const adas = await call('GET', '/api/account/profile', { token: ada.token });
      expect(accountProfileSchema.parse(adas.body).addresses).toHaveLength(2);
      expect(accountProfileSchema.parse(adas.body).phoneNumber).toBe('08031234567');
    });

    it('answers 401 without a session or with a logged-out one, and leaks nothing', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        const answer = await call(method, '/api/account/profile', {
          ...(method === 'PUT' ? { body: profile } : {}),
        });
        expect(answer.status).toBe(401);
        expect(JSON.stringify(answer.body)).not.toContain('Moremi');
      }
      const { token } = await signUpAndLogIn(call);
      await call('PUT', '/api/account/profile', { token, body: profile });
      await call('POST', '/api/logout', { token });
      const after = await call('GET', '/api/account/profile', { token });
      expect(after.status).toBe(401);
      expect(JSON.stringify(after.body)).not.toContain('Moremi');
    });

    it.each([
      ['a phone that is no Nigerian mobile', { ...profile, phoneNumber: '09999999999' }, 'phoneNumber'],
      ['a blank address', { ...profile, addresses: [{ id: 1, value: '   ' }] }, 'addresses.0.value'],
      [
        'two addresses with one id',
        {
          ...profile,
          addresses: [
            { id: 1, value: 'A' },
            { id: 1, value: 'B' },
          ],
        },
        'addresses',
      ],
      [
        'too many addresses',
        {
          ...profile,
          addresses: Array.from({ length: MAX_SAVED_ADDRESSES + 1 }, (_, i) => ({
            id: i,
            value: `Room ${i}`,
          })),
        },
        'addresses',
      ],
    ])('refuses %s with 400 and keeps what was saved', async (_what, body, field) => {
      const { token } = await signUpAndLogIn(call);
      await call('PUT', '/api/account/profile', { token, body: profile });
      const answer = await call('PUT', '/api/account/profile', { token, body });
      expect(answer.status).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(answer.body).fields ?? {})).toContain(field);
      const read = await call('GET', '/api/account/profile', { token });
      expect(accountProfileSchema.parse(read.body).addresses).toHaveLength(2);
    });

    it('says why a phone is refused', async () => {
      const { token } = await signUpAndLogIn(call);
      const answer = await call('PUT', '/api/account/profile', {
        token,
        body: { addresses: [], phoneNumber: '+44 7911 123456' },
      });
      expect(apiErrorSchema.parse(answer.body).fields?.phoneNumber).toBe(PHONE_NOT_MOBILE_MESSAGE);
    });
  });
}
