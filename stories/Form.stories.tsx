import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Form } from '../src/components/Form/Form';
import { FormTextField } from '../src/components/Form/FormTextField';
import { useZodForm } from '../src/components/Form/useZodForm';
import { z } from '../src/domain/zod';
import { normalizePhoneInput, PHONE_MESSAGE, phoneSchema } from '../src/domain/phone';

// The one form wrapper with the domain's own phone rule: what every form of the shop does when a
// field is left alone, left wrong, or submitted.
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name')),
  phone: phoneSchema,
});
type Values = z.input<typeof schema>;

function Demo({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', phone: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} spacing={2} sx={{ p: 2, maxWidth: 400 }}>
      <FormTextField<Values> name="name" label="Name" />
      <FormTextField<Values>
        name="phone"
        label="Phone number"
        type="tel"
        normalize={normalizePhoneInput}
        helperText="We call this number when your food is ready"
      />
      <Button type="submit" variant="contained">
        Save
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Demo,
  subcomponents: { Form, FormTextField },
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed, nothing touched: no red, only the hint. */
export const Untouched: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('We call this number when your food is ready')).toBeVisible();
  },
};

/** A field left wrong says so; the one not yet visited stays quiet. */
export const AfterLeavingAField: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '0803');
    await userEvent.tab();
    await expect(await canvas.findByText(PHONE_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText('Enter your name')).toBeNull();
  },
};

/** A submit tried with empty fields: every message shows, nothing is sent. */
export const AfterSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter your name')).toBeVisible();
    await expect(canvas.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values go on as the schema hands them (trimmed, the phone in its 11 digits). */
export const Submits: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '  Ada ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '0803-123-4567');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'Ada', phone: '08031234567' },
      expect.anything(),
    );
  },
};

/** On a phone, with messages. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: AfterSubmit.play,
};
