import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { duties } from '../../content/duties';
import { rounded } from '../../theme/tokens';
import { GridList } from './GridList';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/GridList',
  tags: ['stable'],
  component: GridList,
  args: {
    component: 'ol',
    columns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
    gap: 3,
    children: duties.map((duty) => (
      <Box component="li" key={duty.id} sx={{ p: 3, borderRadius: rounded('md'), border: 1, borderColor: 'divider' }}>
        <Typography variant="h5" component="h3">
          {duty.title}
        </Typography>
      </Box>
    )),
  },
  argTypes: { component: { control: 'inline-radio', options: ['ul', 'ol'] } },
  decorators: [frame(960)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** A list of cards or facts laid out as a CSS grid: *DutyGrid*'s duties, *MissionValues*' values, *Counters*' figures, *WhyChooseUs*' reasons, a service's checklist, the sidebar's thumbnails, the launch plan's timeline. It stays a list for assistive technology, without the bullets and indent.

**When not to use it.** Cards sized by MUI's Grid columns (the team, project, blog and plan grids use \`Grid container component="ul"\`); a list that is not a grid.

**Content rules.** Its items are \`li\` elements; \`component="ol"\` where the order means something (numbered duties, steps in time).

**Keyboard and screen reader.** A list of as many items as it shows; \`aria-labelledby\` names it after its heading where the list has one of its own.

**Status.** Stable. Interaction test in *Playground*; axe in both schemes and a screenshot.`,
      },
    },
  },
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DutyGrid's duties, three to a row at desktop width. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(duties.length);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};
