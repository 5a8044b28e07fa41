import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { banner } from '../../content/banner';
import { projectCards } from '../../content/projects';
import { rounded } from '../../theme/tokens';
import { ResponsiveImage } from './ResponsiveImage';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const heroSizes = '(min-width: 1200px) 544px, (min-width: 900px) calc(50vw - 56px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

const meta = {
  title: 'Patterns/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    image: projectCards[0].image,
    sx: { display: 'block', width: '100%', height: 'auto', borderRadius: rounded('xl'), bgcolor: 'brand.tint' },
  },
  argTypes: { image: { control: false }, loading: { control: 'inline-radio', options: ['lazy', 'eager'] } },
  decorators: [frame(360)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** Every picture of the content: cards, profiles, the banner, the blog's posts and sidebar, the logo strip. It takes an \`Image\` from \`src/content/\` whole, so no caller forgets its size or its narrower copies.

**Content rules.** \`image('family', src, alt)\` from \`src/content/images.ts\` gives the size of the family and, for the hero, its narrower copies. Alt text says what the picture shows; pass \`alt=""\` where it repeats its link's words (the sidebar's thumbnails).

**Keyboard and screen reader.** An image, named by its alt text; none at all with \`alt=""\`. Its width and height reserve its space, so nothing shifts as it loads.

**Do / Don't.**
- Do: give \`sizes\` (the drawn width per breakpoint) for an image with narrower copies (*WithNarrowerCopies*).
- Do: pass \`loading="eager"\` for the largest paint of a page and inside a carousel track, which clips what a lazy image needs to start loading.
- Don't: style its size through its file; the \`sx\` of the caller sets how it is drawn.

**Status.** Stable. Every story photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project's photo as the cards draw it, with its own width and height (lazy on the site; eager here, so the picture waits for it). */
export const ProjectPhoto: Story = {
  args: { loading: 'eager' },
  play: async ({ canvasElement, args }) => {
    const img = within(canvasElement).getByRole('img', { name: args.image.alt });
    await expect(img).toHaveAttribute('width', String(args.image.width));
    await expect(img).toHaveAttribute('height', String(args.image.height));
    await expect(img).not.toHaveAttribute('srcset');
  },
};

/** The banner's hero: its narrower copy and the width it is drawn at, for the browser to choose from. */
export const WithNarrowerCopies: Story = {
  args: { image: banner.image, sizes: heroSizes, loading: 'eager' },
  play: async ({ canvasElement, args }) => {
    const img = within(canvasElement).getByRole('img', { name: args.image.alt });
    await expect(img).toHaveAttribute('srcset', args.image.srcSet);
    await expect(img).toHaveAttribute('sizes', heroSizes);
  },
};

/** A thumbnail beside its own link's words: no name of its own. */
export const Decorative: Story = {
  args: { alt: '', loading: 'eager', sx: { display: 'block', width: 72, height: 72, objectFit: 'cover', borderRadius: rounded('lg') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('presentation')).toHaveAttribute('alt', '');
  },
};
