import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactOffice } from '../../content/contact';
import { ContactOffice } from './ContactOffice';
import { OfficeDetail } from './OfficeDetail';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/ContactOffice',
  component: ContactOffice,
  subcomponents: { OfficeDetail },
  args: contactOffice,
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'background.paper', px: { xs: 2, sm: 6 }, py: 6 }}>
        <Box sx={{ maxWidth: 480, mx: 'auto' }}>
          <Story />
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactOffice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The US office address and the number to call, as links a phone can dial. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('complementary', { name: contactOffice.title });
    for (const line of contactOffice.address.lines) await expect(card).toHaveTextContent(line);
    await expect(within(card).getByRole('link', { name: contactOffice.phone.display })).toHaveAttribute('href', contactOffice.phone.href);
    await expect(within(card).getByRole('link', { name: contactOffice.email.address })).toHaveAttribute('href', `mailto:${contactOffice.email.address}`);
  },
};

export const WithoutEmail: Story = {
  args: { email: undefined, text: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: contactOffice.email.address })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** In Arabic, right to left, at phone and desktop width: the same content in the Arabic build's words, mirrored. */
export const Arabic: Story = arabicStory(Playground);
