import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { duties } from '../../content/duties';
import { RuledRow } from './RuledRow';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const meta = {
  title: 'Patterns/RuledRow',
  tags: ['stable'],
  component: RuledRow,
  args: { columns: '14rem minmax(0, 1fr)', from: 'sm', columnGap: 3, rowGap: 0.5, children: null },
  argTypes: { from: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args) => (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {duties.slice(0, 3).map((duty) => (
        <RuledRow key={duty.id} {...args}>
          <Typography variant="h6" component="h3">
            {duty.title}
          </Typography>
          <Typography>{duty.text}</Typography>
        </RuledRow>
      ))}
    </Box>
  ),
  decorators: [frame(960)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** A row of a list read like a table: a title or label column beside its details, a hairline above each row. *ComplianceCalendar*'s deadlines (the date beside what is due) and *CountryCheck*'s answer (each service beside its rules).

**When not to use it.** A list of cards (*GridList*), or rows with nothing to put side by side.

**Content rules.** Two children, the label first; the label column's width fits its longest label (a date, a service's name).

**Keyboard and screen reader.** A list item; the label is the row's heading where it names it.

**Status.** Stable. Interaction test in *Playground*; axe in both schemes and screenshots at desktop and phone width.`,
      },
    },
  },
} satisfies Meta<typeof RuledRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three duties, the title beside its sentence. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(getComputedStyle(rows[0]).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

/** At phone width the columns stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
