import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eligibilityRulesLabels } from '../../content/eligibility';
import { AvailabilityStatus } from './AvailabilityStatus';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const { status } = eligibilityRulesLabels;

const meta = {
  title: 'Patterns/AvailabilityStatus',
  tags: ['stable'],
  component: AvailabilityStatus,
  args: { status: 'available', label: status.available },
  argTypes: {
    status: { control: 'inline-radio', options: ['available', 'conditions', 'unavailable'] },
  },
  decorators: [frame()],
  // The icon is decoration: the words are all a screen reader hears.
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.label)).toBeVisible();
    await expect(canvasElement.querySelector('[data-story-frame] svg')).toHaveAttribute('aria-hidden', 'true');
  },
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** Whether a service can be used from a country, in words with an icon of the same meaning: *CountryCheck*'s answer and each rule of *EligibilityRules*.

**When not to use it.** A state that changes while the visitor looks (a form's progress, a saved answer) is a live message, not this; a yes/no without a country's rule behind it needs no icon.

**Content rules.** The label is the status in words, from \`status\` in \`src/content/eligibility.ts\`: "Available", "Available with conditions", "Not available". The icon only repeats it and is hidden from screen readers.

**Keyboard and screen reader.** Plain text: read as its label, not focusable.

**Do / Don't.**
- Do: always give the words; colour and icon alone say nothing to some readers.
- Don't: use it for a state that can change while the visitor looks (use a live message).

**Status.** Stable. Each state is checked by axe in both schemes and photographed in both.`,
      },
    },
  },
} satisfies Meta<typeof AvailabilityStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service can be used: a tick, in the success colour. */
export const Available: Story = {};

/** It can be used under conditions the rule spells out: an info mark, in the brand's accent. */
export const WithConditions: Story = {
  args: { status: 'conditions', label: status.conditions },
};

/** It cannot be used: a blocked sign, in the error colour. */
export const NotAvailable: Story = {
  args: { status: 'unavailable', label: status.unavailable },
};
