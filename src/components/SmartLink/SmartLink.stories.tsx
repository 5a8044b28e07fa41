import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdaptiveAnchor } from '../AdaptiveAnchor';
import { SmartLink } from './SmartLink';

function Links() {
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <SmartLink to="/pricing">Compare the plans</SmartLink>
      <SmartLink to="https://portal.starbridge.example/sign-in">Sign in to the agent portal</SmartLink>
      <Button variant="contained" component={AdaptiveAnchor} href="/contact-us">
        Lets form your company
      </Button>
    </Stack>
  );
}

const meta = { title: 'Patterns/SmartLink', tags: ['stable'], component: Links } satisfies Meta<typeof Links>;
export default meta;

/** Site links route in place; links to another host open a new tab without handing it this page. */
export const InternalAndExternal: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal = canvas.getByRole('link', { name: 'Compare the plans' });
    await expect(internal).toHaveAttribute('href', '/pricing');
    await expect(internal).not.toHaveAttribute('target');
    const external = canvas.getByRole('link', { name: 'Sign in to the agent portal' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Lets form your company' })).toHaveAttribute('href', '/contact-us');
  },
};
