import { describe, expect, it } from 'vitest';
import { usernameSchema, usernameSuggestions } from '../../src/domain/auth';

describe('usernameSuggestions (issue 29)', () => {
  it('offers a name typed with spaces joined by a dot or an underscore, lower case', () => {
    expect(usernameSuggestions('Tobi Adeyemi')).toEqual(['tobi.adeyemi', 'tobi_adeyemi']);
    expect(usernameSuggestions('  Ada   Obi Eze ')).toEqual(['ada.obi.eze', 'ada_obi_eze']);
  });

  it('offers only what the username rule takes, and nothing for a name without a space', () => {
    expect(usernameSuggestions('tobi')).toEqual([]);
    expect(usernameSuggestions('Tobi O\u2019Neil')).toEqual([]);
    expect(usernameSuggestions(`${'a'.repeat(20)} ${'b'.repeat(20)}`)).toEqual([]);
    for (const name of usernameSuggestions('Chidi Okafor 2')) {
      expect(usernameSchema.safeParse(name).success).toBe(true);
    }
  });
});
