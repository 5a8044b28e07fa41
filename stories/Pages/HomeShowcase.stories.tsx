import type { Meta, StoryObj } from '@storybook/react-vite';
import HomeShowcase from '../../src/pages/HomeShowcase';
import { expectWholeHomePage } from './expectWholeHomePage';

const meta = {
  title: 'Pages/HomeShowcase',
  tags: ['stable'],
  component: HomeShowcase,
  // Carousels and the brand film hold still, as for a visitor who prefers reduced motion, so every
  // capture of the whole page is the same; the sections' own stories show their motion.
  parameters: {
    route: '/home-3',
    routePattern: '/home-3',
    reducedMotion: true,
    docs: {
      description: {
        component:
          '**What it is for.** /home-3: the showcase home, with the brand band and the header turning solid at 100 px.\n\n**When not to use it.** As an inner page: a home composes many sections and is photographed only at phone width.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof HomeShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /home-3: the Showcase home as the site composes it, every section below the fold shown whole. */
export const Playground: Story = {
  // Photographed whole by the Phone story below; each section has its own desktop pictures.
  parameters: { visual: { schemes: [] }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expectWholeHomePage(canvasElement, [
      'EXPAND GLOBALLY: START YOUR US COMPANY TODAY',
      'Businesses we helped expand to the US',
      'Leading the best digital agency in town',
      'The people behind your US company',
      'Founders around the world run their US company with us',
      'Trusted by 180K global brands',
    ]);
  },
};

/** The same page at phone width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Playground.play,
};
