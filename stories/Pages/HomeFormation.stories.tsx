import type { Meta, StoryObj } from '@storybook/react-vite';
import HomeFormation from '../../src/pages/HomeFormation';
import { expectWholeHomePage } from './expectWholeHomePage';

const meta = {
  title: 'Pages/HomeFormation',
  tags: ['stable'],
  component: HomeFormation,
  // Carousels and the brand film hold still, as for a visitor who prefers reduced motion, so every
  // capture of the whole page is the same; the sections' own stories show their motion.
  parameters: {
    route: '/',
    routePattern: '/',
    reducedMotion: true,
    docs: {
      description: {
        component:
          "**What it is for.** /: the formation home, the site's front door, every section below the fold shown whole.\n\n**When not to use it.** As an inner page: a home composes many sections and is photographed only at phone width.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
} satisfies Meta<typeof HomeFormation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /: the Formation home as the site composes it, every section below the fold shown whole. */
export const Playground: Story = {
  // Photographed whole by the Phone story below; each section has its own desktop pictures.
  parameters: { visual: { schemes: [] }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expectWholeHomePage(canvasElement, [
      'All Inclusive Package',
      'Lifetime Support',
      'EXPAND GLOBALLY: START YOUR US COMPANY TODAY',
      'Answers before you pay',
      'Responsibilities of the registered agent',
      'Built for founders outside the United States',
      'Founders around the world run their US company with us',
      'Leading the best digital agency in town',
      'Trusted by 180K global brands',
    ]);
  },
};

/** The same page at phone width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Playground.play,
};
