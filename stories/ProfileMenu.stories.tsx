import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProfileMenu, type ProfileMenuProps } from '../src/components/NavBar/ProfileMenu';

// The menu hangs from the profile icon; here a button stands in for it and opens it on load.
function Anchored(props: Omit<ProfileMenuProps, 'anchorEl' | 'id'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        ref={(node) => setAnchor((current) => current ?? node)}
        sx={{ ml: 20 }}
      >
        Account
      </Button>
      <ProfileMenu {...props} id="profile-menu" anchorEl={anchor} />
    </>
  );
}

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  args: {
    id: 'profile-menu',
    anchorEl: null,
    onClose: fn(),
    onLogin: fn(),
    onSignup: fn(),
    onLogout: fn(),
    onTrackOrder: fn(),
  },
  render: ({ id: _id, anchorEl: _anchor, ...args }) => <Anchored {...args} />,
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Signup' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSignup).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const SignedIn: Story = {
  args: { username: 'adaeze' },
  play: async () => {
    const menu = await screen.findByRole('menu');
    // The menu grows in: wait for the transition before judging visibility.
    await waitFor(() => expect(within(menu).getByText('Hi, adaeze')).toBeVisible());
    await expect(within(menu).queryByRole('menuitem', { name: 'Track your Order' })).toBeNull();
  },
};

export const SignedInPaymentVerified: Story = {
  args: { username: 'adaeze', paymentVerified: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Track your Order' }));
    await expect(args.onTrackOrder).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
