import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../src/components/Footer/Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    for (const [name, href] of [
      ['About', '/#about'],
      ['Career', '/#career'],
      ['Contact', '/#contact'],
      ['Menu', '/#menu'],
      ['Newsletter', '/#newsletter'],
      ['Services', '/#services'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
    await expect(canvas.getByRole('link', { name: 'Bukka on Instagram' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
