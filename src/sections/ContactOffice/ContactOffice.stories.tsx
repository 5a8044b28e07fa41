import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactOffice } from '../../content/contact';
import { ContactOffice } from './ContactOffice';
import { OfficeDetail } from './OfficeDetail';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Forms/ContactOffice',
  tags: ['stable'],
  component: ContactOffice,
  subcomponents: { OfficeDetail },
  args: contactOffice,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The US office beside the inquiry form on /contact-us (*ContactForm*): a title, a line on when to call, the office address under the brand name, the phone number and the general email, the last two as links a phone or mail app opens.

**When not to use it.** For the form itself use *ContactForm*. The address and numbers every page shows are in Footer and the header's contact panel. It is a card that fills its column, not a band: place it in a grid beside the form.

**Content rules.** From \`contactOffice\` in \`src/content/contact.ts\`; brand, address, phone and email from \`src/content/site.ts\` (set per build with \`VITE_ADDRESS\`, \`VITE_PHONE\` and \`VITE_EMAIL_GENERAL\`); the small headings from \`ui.contactPanel\`. Title up to four words; the text one or two sentences with the days, hours and time zone of the phone line. Address lines and the number are written as in the US and stay so in every language.

**Keyboard and screen reader.** A complementary landmark (\`aside\`) named by its h3 title. Each way to reach us has a small h4 ("Address", "Phone", "Email") and an icon hidden from screen readers; the address is an \`address\` element. Two tab stops: the phone link (\`tel:\`) and the email link (\`mailto:\`), each named by what it shows. Address lines and the number are isolated left to right, so they read the same on Arabic pages (*Arabic*).

**Do / Don't.**
- Do: say when the phone is answered, with the time zone, as in *Playground*.
- Do: leave out the email and the text where only the address and phone are wanted (*WithoutEmail*).
- Don't: reformat the address or number for another language: they stay as in the US (*Arabic*).

**Status.** Stable: used on /contact-us. Interaction tests in *Playground*, *WithoutEmail* and *Arabic*; axe in both schemes and screenshots on every story.`,
      },
    },
  },
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
  play: async ({ canvasElement, args }) => {
    // Only the words are translated: the address, number and email stay as in the US (site.ts).
    const card = within(canvasElement).getByRole('complementary', { name: args.title });
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

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
