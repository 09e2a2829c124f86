import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AuthForm, type AuthFormProps } from '../src/components/AuthForm/AuthForm';
import { USERNAME_MESSAGE } from '../src/domain/auth';
import { LOGIN_RETRY_MESSAGE } from '../src/domain/messages';

/** AuthForm alone, as the /signup page shows it. */
const meta = {
  title: 'Auth/AuthForm',
  component: AuthForm,
  args: { mode: 'signup', onSubmit: fn(), onModeChange: fn() },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', p: 3, borderRadius: 5 }}>
        <Typography component="h1" variant="h2" gutterBottom>
          Create your account
        </Typography>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignupPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toBeRequired();
    // The username's rule is there before anything is typed (issue 29).
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
      USERNAME_MESSAGE,
    );
  },
};

/** 'Tobi Adeyemi' typed as a name: the usernames it could be, offered, not refused (issue 29). */
export const SignupNameWithSpace: Story = {
  name: 'Sign-up, a name typed with a space',
  play: async ({ canvas, userEvent }) => {
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    await userEvent.type(username, 'Tobi Adeyemi');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'tobi.adeyemi?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'tobi_adeyemi?' })).toBeVisible();
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(USERNAME_MESSAGE)).not.toBeInTheDocument();
  },
};

export const SignupNameSuggestionTaken: Story = {
  name: 'Sign-up, the dot suggestion taken',
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    await userEvent.type(username, 'Tobi Adeyemi');
    await userEvent.click(canvas.getByRole('button', { name: 'tobi.adeyemi?' }));
    await expect(username).toHaveValue('tobi.adeyemi');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(USERNAME_MESSAGE)).toBeVisible();
  },
};

export const LoginRemembered: Story = {
  name: 'Login with a remembered name',
  args: { mode: 'login', defaultUsername: 'adaeze', defaultRemember: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('adaeze');
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  },
};

export const SignupPageMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The form as useAuthSubmit drives it, its 'Sign Up' disabled while busy, each sign-up refused:
 * the first as soon as the button is disabled (before the page is next drawn), the next ones two
 * frames later.
 */
function Refusing(props: AuthFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const answers = useRef(0);
  useEffect(() => {
    if (!submitting) return;
    const refuse = () => {
      setServerError(LOGIN_RETRY_MESSAGE);
      setSubmitting(false);
    };
    if (answers.current++ === 0) refuse();
    else void nextFrame().then(refuse);
  }, [submitting]);
  return (
    <AuthForm
      {...props}
      submitting={submitting}
      serverError={serverError}
      onSubmit={(submission) => {
        props.onSubmit(submission);
        setServerError(undefined);
        setSubmitting(true);
      }}
    />
  );
}

/**
 * A refused sign-up leaves the focus on the message that says why, however fast the answer: a
 * refusal within a frame left it on the re-enabled 'Sign Up' (drawn with its ring), a slower one
 * dropped it to the page, as the button was disabled meanwhile.
 */
export const SignupRefusedFocus: Story = {
  name: 'Sign-up refused, the focus on why',
  tags: ['!visual'],
  render: (args) => <Refusing {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'adaeze_okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'adaeze@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Jollof&Dodo2026');
    for (const [index, speed] of ['within a frame', 'two frames later'].entries()) {
      await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(index + 1));
      await waitFor(() => expect(canvas.getByRole('alert'), speed).toHaveFocus());
      await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    }
  },
};
