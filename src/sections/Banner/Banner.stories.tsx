import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headerContent } from '../../content/headerContent';
import { banner } from '../../content/home';
import { Header, type HeaderProps } from '../Header';
import { Banner, type BannerProps } from './Banner';
import { hoverStory } from '../../../.storybook/hoverStory';
import { arabicStory } from '../../../.storybook/arabicStory';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Layout/Banner',
  tags: ['stable'],
  component: Banner,
  args: banner,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The first screen of every home page (/, /home-2, /home-3, /business and their dark twins): an eyebrow, the page's one h1, a short pitch, the main call to action, an optional second one, and the hero artwork beside the copy (below it on a phone).

**When not to use it.** Inner pages open with *PageHero* instead. Use it once, at the very top: it holds the page's h1, and its top padding leaves room for the fixed, transparent header.

**Content rules.** Words come from \`src/content/banner.ts\`, which takes them from the message catalogs (\`src/messages/\`). As now: eyebrow up to 7 words, title 3 words, text one or two sentences, button labels 2 to 4 words. Plain, factual tone; LLC, C-Corp, EIN and state names stay in English. The artwork's alt text says what it shows.

**Keyboard and screen reader.** A region named by its h1. Tab reaches the main button, then the second; both are links. The artwork is read by its alt text and loads first, never lazily. Right to left, the layout mirrors and the main button's arrow points left (*Arabic*).

**Do / Don't.**
- Do: check the copy clears the header at each width, as *UnderHeader*, *UnderHeaderTablet* and *UnderHeaderPhone* do.
- Do: leave out the second button when there is no second step (*WithoutSecondaryCta*).
- Don't: place it below another section or twice on a page.

**Status.** Stable: used on the four home pages and their dark twins. Interaction tests in every story; axe on every story; screenshots for all but *WithoutSecondaryCta*.`,
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;
/** A story with the header above the banner: the header's content is an arg too, so it is translated with the banner's. */
type UnderHeaderStory = StoryObj<BannerProps & { header: HeaderProps }>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const secondaryCta = args.secondaryCta!;
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.cta.label })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.getByRole('link', { name: secondaryCta.label })).toHaveAttribute('href', secondaryCta.to);
    // The hero is the largest paint: fetched first, never lazily, with its size reserved.
    const hero = canvas.getByRole('img', { name: args.image.alt });
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expect(hero).toHaveAttribute('width', String(args.image.width));
    await expect(hero).toHaveAttribute('height', String(args.image.height));
  },
};

export const WithoutSecondaryCta: Story = {
  args: { secondaryCta: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

/** Under the fixed transparent header, as on the home page: the header must not cover the copy. */
export const UnderHeader: UnderHeaderStory = {
  args: { header: headerContent },
  render: ({ header, ...args }) => (
    <>
      <Header {...header} />
      <Banner {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const eyebrow = canvas.getByText(args.eyebrow).getBoundingClientRect();
    await expect(eyebrow.top).toBeGreaterThanOrEqual(header.bottom + 24);
  },
};

export const UnderHeaderTablet: UnderHeaderStory = {
  ...UnderHeader,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const UnderHeaderPhone: UnderHeaderStory = {
  ...UnderHeader,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Hovered, the secondary button's border brightens and its background lightens; beside it, the main button at rest. */
export const Hover: Story = hoverStory<Story>('a.MuiButton-outlined', ':has(> a.MuiButton-outlined)');

/** In Arabic, right to left: the copy on the right, the arrow pointing left (photographed at phone width). */
export const Arabic: Story = {
  // arabicStory's locale, picture width and Chromatic modes, with a play of its own.
  ...arabicStory<Story>({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('US Company Formation');
    await expect(canvas.getByRole('link', { name: /شركتك/ })).toHaveAttribute('href', '/contact-us');
  },
};

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
