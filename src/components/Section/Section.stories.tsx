import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './Section';
import { SectionHeading } from '../SectionHeading';

const meta = {
  title: 'Patterns/Section',
  tags: ['stable'],
  component: Section,
  args: { background: 'default', labelledBy: 'demo-heading', children: null },
  render: (args) => (
    <Section {...args}>
      <SectionHeading id="demo-heading" eyebrow="How we work" title="Responsibilities of the registered agent" text="Every section sits in one of three bands." onBrand={args.background === 'brand'} />
      <Typography sx={{ textAlign: 'center' }}>Content of the section.</Typography>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Responsibilities of the registered agent' })).toBeVisible();
  },
};
export const OnPaper: Story = { args: { background: 'paper' } };
export const OnBrandBand: Story = { args: { background: 'brand' } };
export const LeftAligned: Story = {
  render: () => (
    <Section>
      <SectionHeading eyebrow="Why Choose Us" title="One team for every US filing" align="left" />
    </Section>
  ),
};
