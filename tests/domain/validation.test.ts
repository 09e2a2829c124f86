import { describe, expect, it } from 'vitest';
import { addressSchema } from '../../src/domain/address';
import { loginSchema, signupSchema } from '../../src/domain/auth';
import {
  passwordFeedback,
  PASSWORD_EMPTY_MESSAGE,
  PASSWORD_LONG_MESSAGE,
  PASSWORD_SHORT_MESSAGE,
  PASSWORD_STRONG_MESSAGE,
  PASSWORD_WEAK_MESSAGE,
  signupPasswordSchema,
} from '../../src/domain/password';

describe('address', () => {
  it('rejects blank and whitespace-only text, and trims the rest', () => {
    expect(addressSchema.safeParse('').success).toBe(false);
    expect(addressSchema.safeParse(' \t\n ').success).toBe(false);
    expect(addressSchema.parse('  Room 12, Block C  ')).toBe('Room 12, Block C');
  });
});

describe('sign-up password', () => {
  const messages = (password: string) => {
    const result = signupPasswordSchema.safeParse(password);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('gives one message at a time, in the order of the spec', () => {
    expect(messages('')).toEqual([PASSWORD_EMPTY_MESSAGE]);
    expect(messages('   ')).toEqual([PASSWORD_EMPTY_MESSAGE]);
    expect(messages('ab1!')).toEqual([PASSWORD_SHORT_MESSAGE]);
    expect(messages('abcdefgh')).toEqual([PASSWORD_WEAK_MESSAGE]);
  });

  it('uses the words of the spec', () => {
    expect(PASSWORD_EMPTY_MESSAGE).toBe('Password cannot be empty!');
    expect(PASSWORD_SHORT_MESSAGE).toBe('Password cannot be less than 8 characters');
    expect(PASSWORD_WEAK_MESSAGE).toBe('Password must contain at least 1 special character and a digit');
    expect(PASSWORD_STRONG_MESSAGE).toBe('Strong Password!');
  });

  it('passes a special character with a digit, or an uppercase letter with a special character', () => {
    expect(messages('jollof#1rice')).toEqual([]);
    expect(messages('Jollof#rice')).toEqual([]);
  });

  it('fails digits or capitals without a special character, and a special character alone', () => {
    expect(messages('jollof12rice')).toEqual([PASSWORD_WEAK_MESSAGE]);
    expect(messages('JollofRice')).toEqual([PASSWORD_WEAK_MESSAGE]);
    expect(messages('jollof#rice')).toEqual([PASSWORD_WEAK_MESSAGE]);
    expect(messages('JOLLOF12RICE')).toEqual([PASSWORD_WEAK_MESSAGE]);
  });

  it('reports the live feedback shown under the field', () => {
    expect(passwordFeedback('')).toEqual({ ok: false, message: PASSWORD_EMPTY_MESSAGE });
    expect(passwordFeedback('short1!')).toEqual({ ok: false, message: PASSWORD_SHORT_MESSAGE });
    expect(passwordFeedback('Jollof#rice')).toEqual({ ok: true, message: PASSWORD_STRONG_MESSAGE });
  });
});

describe('sign-up and login', () => {
  it('trims username, email and password before submit', () => {
    expect(
      signupSchema.parse({ username: '  ada  ', email: ' ada@uni.edu.ng ', password: ' Jollof#rice ' }),
    ).toEqual({ username: 'ada', email: 'ada@uni.edu.ng', password: 'Jollof#rice' });
    expect(loginSchema.parse({ username: ' ada ', password: ' x ' })).toEqual({
      username: 'ada',
      password: 'x',
    });
  });

  it('refuses a bad email and a username that cannot name an order', () => {
    const paths = (body: unknown) => {
      const r = signupSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths({ username: 'ada', email: 'not-an-email', password: 'Jollof#rice' })).toEqual(['email']);
    expect(paths({ username: 'a d a', email: 'ada@uni.edu.ng', password: 'Jollof#rice' })).toEqual([
      'username',
    ]);
    expect(paths({ username: 'ad', email: 'ada@uni.edu.ng', password: 'Jollof#rice' })).toEqual(['username']);
  });

  it('checks only that a login password is not empty', () => {
    const r = loginSchema.safeParse({ username: 'ada', password: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([PASSWORD_EMPTY_MESSAGE]);
    expect(loginSchema.safeParse({ username: 'ada', password: 'x' }).success).toBe(true);
  });

  it('names an overlong password as too long, not as empty', () => {
    const long = 'a'.repeat(129);
    expect(loginSchema.safeParse({ username: 'ada', password: long }).error?.issues[0]?.message).toBe(
      PASSWORD_LONG_MESSAGE,
    );
    expect(signupPasswordSchema.safeParse(`${long}#1`).error?.issues[0]?.message).toBe(PASSWORD_LONG_MESSAGE);
  });
});
