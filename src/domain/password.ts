import { z } from './zod';
import { MIN_PASSWORD_LENGTH } from './constants';

export const PASSWORD_EMPTY_MESSAGE = 'Password cannot be empty!';
export const PASSWORD_SHORT_MESSAGE = `Password cannot be less than ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_WEAK_MESSAGE = 'Password must contain at least 1 special character and a digit';
export const PASSWORD_STRONG_MESSAGE = 'Strong Password!';
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_LONG_MESSAGE = `Password cannot be more than ${PASSWORD_MAX_LENGTH} characters`;

/**
 * The strength rule of product-spec §5: a special character together with a digit, or an
 * uppercase letter together with a special character. Both arms need the special character.
 */
export const PASSWORD_STRENGTH_PATTERN = /^(?=.*[^A-Za-z0-9\s])(?=.*[0-9A-Z])/;

/**
 * The sign-up password. The checks abort in the order of the spec, so a field shows one
 * message at a time: empty, then too short, then too weak.
 */
export const signupPasswordSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: PASSWORD_EMPTY_MESSAGE, abort: true }),
    z.minLength(MIN_PASSWORD_LENGTH, { error: PASSWORD_SHORT_MESSAGE, abort: true }),
    z.regex(PASSWORD_STRENGTH_PATTERN, { error: PASSWORD_WEAK_MESSAGE, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: PASSWORD_LONG_MESSAGE }),
  );

/** Login checks only that a password was given (product-spec §5). */
export const loginPasswordSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: PASSWORD_EMPTY_MESSAGE }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: PASSWORD_LONG_MESSAGE }),
  );

/** The live message under the sign-up password: the first rule broken, or the green pass. */
export function passwordFeedback(password: string): { ok: boolean; message: string } {
  const result = signupPasswordSchema.safeParse(password);
  return result.success
    ? { ok: true, message: PASSWORD_STRONG_MESSAGE }
    : { ok: false, message: result.error.issues[0]?.message ?? PASSWORD_WEAK_MESSAGE };
}
