import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage } from '../../src/content/about';
import AboutUsPage from '../../src/pages/AboutUs';

const meta = {
  title: 'Pages/AboutUs',
  tags: ['stable'],
  component: AboutUsPage,
  parameters: {
    route: '/about-us',
    routePattern: '/about-us',
    docs: {
      description: {
        component:
          '**What it is for.** /about-us: who runs the service, its mission and values, the team and the figures a founder checks before trusting it.\n\n**When not to use it.** A page section to reuse elsewhere: its parts are sections (*AboutIntro*, *MissionValues*, *TeamGrid*), each with its own story.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.',
      },
    },
  },
} satisfies Meta<typeof AboutUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about-us: the story, then the mission and values; headings in order under the page title. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    const levels = within(main)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    await expect(levels).toEqual([1, 2, 2, 3, 3, 3, 3]);
    await expect(within(main).getByRole('link', { name: aboutPage.cta.label })).toHaveAttribute('href', '/contact-us');
  },
};
