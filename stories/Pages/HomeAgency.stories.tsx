import type { Meta, StoryObj } from '@storybook/react-vite';
import HomeAgency from '../../src/pages/HomeAgency';
import { expectWholeHomePage } from './expectWholeHomePage';

const meta = {
  title: 'Pages/HomeAgency',
  tags: ['stable'],
  component: HomeAgency,
  // Carousels and the brand film hold still, as for a visitor who prefers reduced motion, so every
  // capture of the whole page is the same; the sections' own stories show their motion.
  parameters: {
    route: '/home-2',
    routePattern: '/home-2',
    reducedMotion: true,
    docs: {
      description: {
        component:
          '**What it is for.** /home-2: the agency home, with video, billing switch, newsletter and project carousel.\n\n**When not to use it.** As an inner page: a home composes many sections and is photographed only at phone width.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof HomeAgency>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /home-2: the Agency home as the site composes it, every section below the fold shown whole. */
export const Playground: Story = {
  // Photographed whole by the Phone story below; each section has its own desktop pictures.
  parameters: { visual: { schemes: [] }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expectWholeHomePage(canvasElement, [
      'Marketing that brings US customers',
      'Businesses we helped expand to the US',
      'From order to a working US company',
      'The people behind your US company',
      'Keep your US company in order',
      'Founders around the world run their US company with us',
      'Learn before you form',
      'Founder guides in your inbox',
    ]);
  },
};

/** The same page at phone width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Playground.play,
};
