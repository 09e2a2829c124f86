import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { About } from '../src/components/About/About';
import { Career } from '../src/components/Career/Career';
import { Contact } from '../src/components/Contact/Contact';
import { Hero } from '../src/components/Hero/Hero';
import { Services } from '../src/components/Services/Services';

/** The home page's static sections; the newsletter form has its own file. */
const meta = {
  title: 'Home/Sections',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { fromPrice: 1200 },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hot plates from our kitchen to your hostel',
    );
    await expect(canvas.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/#menu');
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
  },
};

export const HeroMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // Compact on a phone (issue 29): the headline beside a small plate, no calls to action, so
    // the menu's first dishes are on the first screen.
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const plate = canvas.getByRole('img').getBoundingClientRect();
    await expect(plate.width).toBe(96);
    await expect(plate.left).toBeGreaterThan(heading.right - 1);
    await expect(canvas.queryByRole('link', { name: 'See the menu' })).toBeNull();
  },
};

export const AboutSection: Story = {
  render: () => <About />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'About us' })).toHaveAttribute('id', 'about');
  },
};

export const ServicesSection: Story = {
  render: () => <Services />,
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Services' });
    await expect(section).toHaveAttribute('id', 'services');
    await expect(canvas.getByText('Outside School (North gate, South gate, West gate)')).toBeVisible();
    await expect(canvas.getByText('₦500')).toBeVisible();
  },
};

export const ServicesDeliveryOff: Story = {
  name: 'Services, delivery off',
  render: () => <Services deliveryAvailable={false} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const CareerSection: Story = {
  render: () => <Career />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Work with us' })).toHaveAttribute('id', 'career');
    await expect(canvas.getByRole('link', { name: 'Apply by email' })).toHaveAttribute(
      'href',
      'mailto:jobs@bukka.ng?subject=Work%20at%20Bukka',
    );
  },
};

export const CareerNoOpenings: Story = {
  render: () => <Career openings={[]} />,
};

export const ContactSection: Story = {
  render: () => <Contact />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveAttribute('id', 'contact');
    await expect(canvas.getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
  },
};

export const ContactMobile: Story = {
  render: () => <Contact />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
