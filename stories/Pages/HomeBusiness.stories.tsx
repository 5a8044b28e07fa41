import type { Meta, StoryObj } from '@storybook/react-vite';
import HomeBusiness from '../../src/pages/HomeBusiness';
import { expectWholeHomePage } from './expectWholeHomePage';

const meta = {
  title: 'Pages/HomeBusiness',
  tags: ['stable'],
  component: HomeBusiness,
  // Carousels and the brand film hold still, as for a visitor who prefers reduced motion, so every
  // capture of the whole page is the same; the sections' own stories show their motion.
  parameters: {
    route: '/business',
    routePattern: '/business',
    reducedMotion: true,
    docs: {
      description: {
        component:
          '**What it is for.** /business: the business home, with counters, meters and testimonials.\n\n**When not to use it.** As an inner page: a home composes many sections and is photographed only at phone width.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof HomeBusiness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /business: the Business home as the site composes it, every section below the fold shown whole. */
export const Playground: Story = {
  // Photographed whole by the Phone story below; each section has its own desktop pictures.
  parameters: { visual: { schemes: [] }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expectWholeHomePage(canvasElement, [
      'All Inclusive Package',
      'Lifetime Support',
      'Experience you can count on',
      'Built for founders outside the United States',
      'All-in-one, transparent, affordable pricing',
      'Responsibilities of the registered agent',
      'Founders around the world run their US company with us',
    ]);
  },
};

/** The same page at phone width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Playground.play,
};
