import { z } from './zod';
import { loginPasswordSchema, signupPasswordSchema } from './password';

export const USERNAME_MESSAGE = 'Use 3 to 30 letters, digits, dots, dashes or underscores';
export const EMAIL_MESSAGE = 'Enter a valid email address';

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

// Usernames end up in order names (`username_yyyyMMddHHmmssSSS`) and on the vendor's screen,
// so they are kept to characters that read well in both.
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Name is required', abort: true }),
    z.regex(USERNAME_PATTERN, { error: USERNAME_MESSAGE }),
  );

/**
 * A name typed with spaces ('Tobi Adeyemi') as the usernames it could be: the spaces become a
 * dot, or an underscore, lower case (issue 29: offered, not refused). None when the text has no
 * inner space or would still not be a username.
 */
export function usernameSuggestions(text: string): string[] {
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length < 2) return [];
  return ['.', '_'].map((joint) => words.join(joint)).filter((name) => USERNAME_PATTERN.test(name));
}

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Email is required', abort: true }),
      z.maxLength(254, { error: EMAIL_MESSAGE, abort: true }),
    ),
  z.email({ error: EMAIL_MESSAGE }),
);

/** Sign-up: username, email and password, each trimmed before submit (product-spec §5). */
export const signupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: signupPasswordSchema,
});
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

/** Login: a name and a non-empty password; the name's shape is the server's business. */
export const loginSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Name is required' }),
      z.maxLength(64, { error: USERNAME_MESSAGE }),
    ),
  password: loginPasswordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
