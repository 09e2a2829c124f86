import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider } from 'react-hook-form';
import { expect, userEvent } from 'storybook/test';
import { UsernameField } from '../src/components/AuthForm/UsernameField';
import { useZodForm } from '../src/components/Form/useZodForm';
import { USERNAME_MESSAGE, usernameSchema } from '../src/domain/auth';
import { z } from '../src/domain/zod';

const schema = z.object({ username: usernameSchema });

/** The field in a form of its own, checked by the domain's username rule, as sign-up checks it. */
function InForm({ username }: { username: string }) {
  const form = useZodForm(schema, { defaultValues: { username } });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(() => undefined)}
        sx={{ maxWidth: 420, p: 2 }}
      >
        <UsernameField />
        <Button type="submit" variant="contained" color="secondary" sx={{ mt: 2 }}>
          Check
        </Button>
      </Box>
    </FormProvider>
  );
}

/** Sign-up's username field (issue 29): its rule before typing, suggestions for a name with a space. */
const meta = {
  title: 'Auth/UsernameField',
  component: InForm,
  args: { username: '' },
  tags: ['visual'],
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the rule is there already, not red. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
      USERNAME_MESSAGE,
    );
  },
};

export const Filled: Story = { args: { username: 'tobi.adeyemi' } };

/** A real name typed with a space: two usernames offered instead of a red refusal. */
export const NameWithSpace: Story = {
  args: { username: 'Tobi Adeyemi' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** An offer tapped: the field takes it. */
export const TakesASuggestion: Story = {
  args: { username: 'Tobi Adeyemi' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const offer = canvas.getByRole('button', { name: 'tobi.adeyemi?' });
    await userEvent.click(offer);
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toHaveValue('tobi.adeyemi');
  },
};

/** Too short, and a check tried: red, with the rule as the reason. */
export const Refused: Story = {
  args: { username: 'ab' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('textbox', { name: /^Username/ })).toBeInvalid();
  },
};

/** Thirty characters on a 320 px phone: the field and its rule stay inside the screen. */
export const LongOnPhone: Story = {
  args: { username: 'adaeze_okafor_nnamdi_azikiwe_1' },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};
