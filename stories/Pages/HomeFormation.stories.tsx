import type { Meta, StoryObj } from '@storybook/react-vite';
import HomeFormation from '../../src/pages/HomeFormation';
import { expectWholeHomePage } from './expectWholeHomePage';

const meta = {
  title: 'Pages/HomeFormation',
  component: HomeFormation,
  // Carousels and the brand film hold still, as for a visitor who prefers reduced motion, so every
  // capture of the whole page is the same; the sections' own stories show their motion.
  parameters: { route: '/', routePattern: '/', reducedMotion: true },
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
