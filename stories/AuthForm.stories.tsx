import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthForm } from '../src/components/AuthForm/AuthForm';
import { USERNAME_MESSAGE } from '../src/domain/auth';

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
