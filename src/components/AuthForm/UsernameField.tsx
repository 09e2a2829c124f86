import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { USERNAME_MESSAGE, usernameSuggestions } from '../../domain/auth';
import { shownError } from '../Form/shownError';

/**
 * Sign-up's username (issue 29): labelled 'Username', with its rule under it before anything is
 * typed; a name typed with a space ('Tobi Adeyemi') is met with the usernames it could be
 * ('tobi.adeyemi?'), one tap to take, instead of a red refusal. The payload key stays `username`.
 */
export function UsernameField() {
  const { control, formState } = useFormContext<{ username: string }>();
  const { field, fieldState } = useController({ control, name: 'username' });
  const value = field.value ?? '';
  const suggestions = usernameSuggestions(value);
  const message = suggestions.length > 0 ? undefined : shownError(fieldState, formState.isSubmitted);
  const take = (name: string) => {
    field.onChange(name);
    field.onBlur();
  };
  return (
    <TextField
      name="username"
      label="Username"
      required
      inputRef={field.ref}
      value={value}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value)}
      error={message !== undefined}
      helperText={
        suggestions.length > 0 ? (
          <>
            No spaces in a username: did you mean
            <Stack component="span" direction="row" sx={{ gap: 1 }}>
              {suggestions.map((name) => (
                <Button
                  key={name}
                  size="small"
                  variant="text"
                  color="secondary"
                  sx={{ minWidth: 0, px: 1 }}
                  onClick={() => take(name)}
                >
                  {name}?
                </Button>
              ))}
            </Stack>
          </>
        ) : (
          (message ?? USERNAME_MESSAGE)
        )
      }
      slotProps={{
        htmlInput: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
        formHelperText: { component: 'div', role: 'status' } as object,
      }}
    />
  );
}
