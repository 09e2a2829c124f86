import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuthForm } from '../src/components/AuthForm/AuthForm';

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
