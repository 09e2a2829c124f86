import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  useFormContext,
  useWatch,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from '../../domain/zod';
import { Form } from '../Form/Form';
import { BusyButton } from '../Form/BusyButton';
import { FormTextField } from '../Form/FormTextField';
import { shownError } from '../Form/shownError';
import { useZodForm } from '../Form/useZodForm';
import { UsernameField } from './UsernameField';
import { loginSchema, signupSchema } from '../../domain/auth';
import { passwordFeedback } from '../../domain/password';

export type AuthMode = 'login' | 'signup';

/** What the form hands over: values trimmed and checked by the domain schemas. */
export interface AuthSubmission {
  mode: AuthMode;
  username: string;
  /** Sign-up only. */
  email?: string;
  password: string;
  /** Login only: keep the username for next time (never the password, DESIGN §8). */
  remember: boolean;
}

export interface AuthFormProps {
  /** Login (name, password, Remember Me) or Sign Up (name, email, password). */
  mode: AuthMode;
  /**
   * The request is under way: a spinner in the submit button, which takes no more clicks.
   * @default false
   */
  submitting?: boolean;
  /**
   * The server's answer when it failed, e.g. 'Username already exists!',
   * 'Wrong Username or Password. Please try again!' or 'Please reload page and try again!'.
   * @default undefined
   */
  serverError?: string;
  /**
   * Sign-up worked: the form gives way to a success message and a way to log in.
   * @default false
   */
  signupSucceeded?: boolean;
  /**
   * After sign-up the customer is being signed in and taken back to their cart: the success
   * message says so, in place of 'Log in now' (which stays for when that sign-in failed).
   * @default false
   */
  signingIn?: boolean;
  /**
   * The name to start with (the remembered username on login).
   * @default ''
   */
  defaultUsername?: string;
  /**
   * Whether Remember Me starts ticked.
   * @default false
   */
  defaultRemember?: boolean;
  /** Valid, trimmed values; never called while a field is invalid. */
  onSubmit: (submission: AuthSubmission) => void;
  /** The customer switched between Login and Sign Up. */
  onModeChange: (mode: AuthMode) => void;
}

interface AuthValues {
  username: string;
  email: string;
  password: string;
  remember: boolean;
}

/**
 * The login and sign-up form, used inside the AuthModal and alone on the /signup page.
 * Sign-up shows the password rules live under the password, ending in a green 'Strong Password!'.
 */
export function AuthForm(props: AuthFormProps) {
  // A fresh form per mode: each mode has its own schema and fields.
  return <AuthFormForMode key={props.mode} {...props} />;
}

function AuthFormForMode({
  mode,
  submitting = false,
  serverError,
  signupSucceeded = false,
  signingIn = false,
  defaultUsername = '',
  defaultRemember = false,
  onSubmit,
  onModeChange,
}: AuthFormProps) {
  const signup = mode === 'signup';
  const [showPassword, setShowPassword] = useState(false);
  // The schema trims and checks; its output (without `remember`) is what onSubmit gets.
  const form = useZodForm<AuthValues>(
    (signup ? signupSchema : loginSchema) as unknown as z.ZodMiniType<AuthValues, AuthValues>,
    {
      defaultValues: { username: defaultUsername, email: '', password: '', remember: defaultRemember },
    },
  );
  const { touchedFields } = form.formState;
  const passwordError = shownError(
    form.getFieldState('password', form.formState),
    form.formState.isSubmitted,
  );
  const password = useWatch({ control: form.control, name: 'password' });
  const showFeedback = signup && (password !== '' || touchedFields.password === true);
  const feedback = passwordFeedback(password);
  // A refused submit moves the focus to what says why (read out by a screen reader as it is
  // focused). Left where it was, it would depend on the answer's speed: the button, disabled
  // while busy, keeps the focus when the answer came within a frame and drops it to the page
  // when the answer took longer, so the next Tab went somewhere else each time.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) alertRef.current?.focus();
  }, [serverError]);

  if (signup && signupSucceeded) {
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 2 }} role="status">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="p" variant="h4">
          Your account is ready!
        </Typography>
        {signingIn ? (
          <>
            <Typography>Signing you in and taking you back to your cart…</Typography>
            <CircularProgress size={28} aria-label="Signing you in" />
          </>
        ) : (
          <>
            <Typography>Log in with your name and password to order.</Typography>
            <Button variant="contained" fullWidth onClick={() => onModeChange('login')}>
              Log in now
            </Button>
          </>
        )}
      </Stack>
    );
  }

  const switchMode = (next: AuthMode) => {
    form.clearErrors();
    onModeChange(next);
  };

  return (
    <Form
      form={form}
      aria-label={signup ? 'Sign Up' : 'Login'}
      sx={{ gap: 2 }}
      onSubmit={(parsed) => {
        if (submitting) return;
        onSubmit({
          mode,
          username: parsed.username,
          ...(signup ? { email: parsed.email } : {}),
          password: parsed.password,
          remember: signup ? false : form.getValues('remember'),
        });
      }}
    >
      {serverError && (
        <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {serverError}
        </Alert>
      )}
      {signup ? (
        <UsernameField />
      ) : (
        <FormTextField<AuthValues>
          name="username"
          label="Name"
          required
          slotProps={{ htmlInput: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false } }}
        />
      )}
      {signup && (
        <FormTextField<AuthValues>
          name="email"
          label="Email"
          type="email"
          required
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      )}
      <Registered<AuthValues> name="password">
        {(registration) => (
          <TextField
            {...registration}
            label="Password"
            type={showPassword ? 'text' : 'password'}
            required
            error={signup ? showFeedback && !feedback.ok : passwordError !== undefined}
            helperText={signup ? (showFeedback ? feedback.message : undefined) : passwordError}
            slotProps={{
              htmlInput: { autoComplete: signup ? 'new-password' : 'current-password' },
              formHelperText: {
                className: signup && showFeedback && feedback.ok ? 'Bukka-strong' : undefined,
                role: signup ? 'status' : undefined,
              } as object,
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      aria-pressed={showPassword}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Registered>
      {!signup && (
        <FormControlLabel
          control={<Checkbox {...form.register('remember')} defaultChecked={defaultRemember} />}
          label="Remember Me"
        />
      )}
      <BusyButton type="submit" busy={submitting} busyLabel="Submitting">
        {signup ? 'Sign Up' : 'Login'}
      </BusyButton>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {signup ? 'Already have an account?' : "Don't have an account?"}{' '}
        <Button variant="text" color="secondary" onClick={() => switchMode(signup ? 'login' : 'signup')}>
          {signup ? 'Login' : 'Sign Up'}
        </Button>
      </Typography>
    </Form>
  );
}

/**
 * A field registered from inside the Form, like FormTextField: fields then register in the order
 * they are drawn, and a failed submit focuses the first of them (the name, not the password).
 */
function Registered<Values extends FieldValues>({
  name,
  children,
}: {
  name: FieldPath<Values>;
  children: (registration: UseFormRegisterReturn<FieldPath<Values>>) => ReactNode;
}) {
  const { register } = useFormContext<Values>();
  return children(register(name));
}
