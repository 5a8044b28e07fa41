import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeftToRight } from './LeftToRight';
import { frame, framedPicture } from '../../../.storybook/framedStory';

/** The contact page's office in Arabic: the shared module with the Arabic messages. */
const arabic = import.meta.glob<typeof import('../../content/contact')>('../../content/contact.ts', { eager: true, query: { locale: 'ar' } });
const { contactOffice } = Object.values(arabic)[0]!;

interface OfficeProps {
  /** 'Address', 'Phone' and the text before them, in Arabic. */
  addressLabel: string;
  phoneLabel: string;
  text: string;
  /** The US street address, a line each, and the phone number as they are written in the US. */
  addressLines: string[];
  phone: string;
  phoneHref: string;
}

/** The US office as an Arabic page shows it: right to left, with its address and number left to right. */
function ArabicOffice({ addressLabel, phoneLabel, text, addressLines, phone, phoneHref }: OfficeProps) {
  return (
    <Box dir="rtl" lang="ar" sx={{ maxWidth: 420 }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Typography variant="subtitle2" component="p">
        {addressLabel}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {addressLines.map((line) => (
          <span key={line}>
            <LeftToRight>{line}</LeftToRight>
            <br />
          </span>
        ))}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {phoneLabel}
      </Typography>
      <Link href={phoneHref}>
        <LeftToRight>{phone}</LeftToRight>
      </Link>
    </Box>
  );
}

const meta = {
  title: 'Patterns/LeftToRight',
  tags: ['stable'],
  component: ArabicOffice,
  args: {
    addressLabel: contactOffice.address.label,
    phoneLabel: contactOffice.phone.label,
    text: contactOffice.text,
    addressLines: contactOffice.address.lines,
    phone: contactOffice.phone.display,
    phoneHref: contactOffice.phone.href,
  },
  decorators: [frame()],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** A US phone number or street address inside text of either direction: isolated (\`<bdi dir="ltr">\`) and read left to right, so an Arabic page shows "+1 (212) 555-0147", not "555-0147 (212) 1+". The footer, the header's side panel, *ContactOffice* and the team's contact facts wrap every number and address line in it.

**When not to use it.** Words, even in English, on a right-to-left page: they take the page's direction. Only numbers, phone numbers, addresses and codes go in it.

**Content rules.** Only what is written left to right whatever the page's language: numbers, addresses, codes. Not a translated sentence.

**Keyboard and screen reader.** Nothing of its own; the text is read as it is.

**Do / Don't.**
- Do: wrap each line of an address on its own, as here, so each line keeps its order.
- Don't: leave a number bare in right-to-left text: its "+" and brackets move to the wrong end.

**Status.** Stable. On an English page it changes nothing that can be seen, so the story shows it where it matters: an Arabic office card. The play checks the number is isolated left to right inside right-to-left text; photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof ArabicOffice>;

export default meta;

/** The office on an Arabic page: the text runs right to left, the address and the number left to right. */
export const InArabicText: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const phone = within(canvasElement).getByRole('link', { name: args.phone });
    const isolated = phone.querySelector('bdi');
    await expect(isolated).toHaveAttribute('dir', 'ltr');
    await expect(isolated?.closest('[dir="rtl"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-story-frame] bdi')).toHaveLength(args.addressLines.length + 1);
  },
};
