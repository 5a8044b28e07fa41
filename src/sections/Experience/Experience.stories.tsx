import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqs } from '../../content/faq';
import { experienceSection, faqSection } from '../../content/home';
import { progressItems } from '../../content/progress';
import { ui } from '../../content/ui';
import { Experience } from './Experience';
import { SellingPointItem } from './SellingPointItem';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

/*
 * The screenshot harness only captures reliably what fits in the story's viewport, and this section is
 * taller than every viewport. The screenshot stories therefore show it through a viewport-high window,
 * scrolled to the part they are about.
 */
const viewportWindow: Decorator = (Story) => (
  <Box sx={{ height: '100vh', overflow: 'hidden' }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Sections/Marketing/Experience',
  tags: ['stable'],
  component: Experience,
  subcomponents: { SellingPointItem },
  args: {
    // What the formation and showcase homes show.
    heading: experienceSection.heading,
    sellingPoints: experienceSection.sellingPoints,
    progressItems,
    faqHeading: faqSection,
    faqs,
    labels: { progressValueText: ui.progress.valueText },
    animateMeters: false,
  },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** "Our digital experience": three selling points, three progress meters and the first questions in an accordion. Used on the formation home (/ and /home-1-dark) and the showcase home (/home-3 and /home-3-dark).

**When not to use it.** For questions alone use *FaqAccordion*; for big figures, *Counters*; for reasons with a call to action, *WhyChooseUs*.

**Content rules.** Heading and selling points come from \`experienceSection\` in \`src/content/home.ts\`, meters from \`src/content/progress.ts\`, questions from \`src/content/faq.ts\`. Selling points: title 2 to 3 words, one sentence. Meters: title up to 4 words and a percentage. An answer naming a fee or deadline links to the page that sources it. IRS, form and state names stay in English.

**Keyboard and screen reader.** A region named by its h2; selling points are h3s in a list. Each meter is a progress bar named by its title, read as "Title: 89%". The questions form a region named by their h3; each is a native disclosure (\`<details name>\`) whose summary holds an h4, and the browser says whether it is expanded. The first answer starts open; one is open at a time, with no script. Meters count up once half on screen; reduced motion shows final values and opens answers without animation. Mirrored right to left (*Arabic*).

**Do / Don't.**
- Do: keep three meters, side by side even on a phone (*PhoneMetersAndFaq*).
- Do: put the question most asked first: it starts open (*Playground*).
- Don't: count on two answers open at once (*FaqSwitches*).

**Status.** Stable: used on the formation and showcase homes. Interaction tests in *Playground*, *PhoneMetersAndFaq*, *FaqSwitches* and *Arabic*; axe on every story; screenshots for all but *FaqSwitches*.`,
      },
    },
  },
} satisfies Meta<typeof Experience>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Meters at their final values (the animated count-up is covered in ProgressMeter). */
export const Playground: Story = {
  decorators: [viewportWindow],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: args.heading.title })).toBeVisible();
    await expect(canvas.getByText(args.heading.eyebrow ?? '')).toBeVisible();
    for (const point of args.sellingPoints) {
      await expect(canvas.getByRole('heading', { level: 3, name: point.title })).toBeVisible();
    }
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(args.progressItems.length);
    await expect(canvas.getByRole('progressbar', { name: args.progressItems[1].title })).toHaveAttribute('aria-valuenow', String(args.progressItems[1].maxValue));
    await expect(canvas.getByRole('heading', { level: 3, name: args.faqHeading.title })).toBeVisible();
    for (const faq of args.faqs) await expect(canvas.getByRole('heading', { level: 4, name: faq.title })).toBeVisible();
    await expect(canvas.getByText(shown(args.faqs[0].text))).toBeVisible();
    await expect(canvas.getByText(shown(args.faqs[1].text))).not.toBeVisible();
  },
};

/** Phone, top: heading and selling points stacked. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [viewportWindow],
};

/** Phone, further down: the three meters still side by side, then the FAQ. */
export const PhoneMetersAndFaq: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [viewportWindow],
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('progressbar');
    const tops = meters.map((meter) => Math.round(meter.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    meters[0].scrollIntoView({ block: 'start', behavior: 'instant' });
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  decorators: [viewportWindow],
};

/** The accordion inside the section keeps one answer open at a time. */
export const FaqSwitches: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('heading', { level: 4, name: args.faqs[2].title }));
    await waitFor(() => expect(canvas.getByText(shown(args.faqs[2].text))).toBeVisible());
    await waitFor(() => expect(canvas.getByText(shown(args.faqs[0].text))).not.toBeVisible());
  },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
