import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { complianceCalendarHeading, complianceCalendarLabels } from '../../src/content/complianceCalendar';
import ComplianceCalendarPage from '../../src/pages/ComplianceCalendar';
import { withLocationProbe } from '../../.storybook/withLocationProbe';

const meta = {
  title: 'Pages/ComplianceCalendar',
  tags: ['stable'],
  component: ComplianceCalendarPage,
  parameters: {
    route: '/compliance-calendar?state=DE&type=llc&formed=2026-02',
    routePattern: '/compliance-calendar',
    docs: {
      description: {
        component:
          "**What it is for.** /compliance-calendar: a founder's filing dates for a state, a company type and a formation month, shared by its address.\n\n**When not to use it.** The cost of forming or keeping a company: *Costs*. General rules without a founder's dates: *Eligibility*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof ComplianceCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared schedule opens as it was, from the visitor's own date; changing the kind of company rewrites the link. */
export const SharedLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Compliance Calendar' })).toBeVisible();
    const canvas = within(within(canvasElement).getByRole('region', { name: complianceCalendarHeading.title }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your deadlines from 15 Jun 2026 to 15 Jun 2028' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Delaware, LLC with one owner outside the US: 6 deadlines');
    await expect(within(canvas.getByRole('list')).getAllByRole('heading', { level: 4 })[0]).toHaveTextContent('IRS: Form 5472 + pro forma Form 1120');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: complianceCalendarLabels.type }), 'C-Corp');
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/compliance-calendar?state=DE&type=corp&formed=2026-02'));
    await expect(within(canvas.getByRole('list')).getAllByRole('heading', { level: 4 })[0]).toHaveTextContent('Delaware: Franchise tax and annual report');
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(canvasElement.querySelector('.Mui-focused, .Mui-focusVisible')).toBeNull());
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
