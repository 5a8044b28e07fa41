import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { countryCheckLabels } from '../../src/content/eligibility';
import EligibilityPage from '../../src/pages/Eligibility';
import { withLocationProbe } from '../../.storybook/withLocationProbe';

const meta = {
  title: 'Pages/Eligibility',
  tags: ['stable'],
  component: EligibilityPage,
  parameters: {
    route: '/eligibility?country=NG',
    routePattern: '/eligibility',
    docs: {
      description: {
        component:
          "**What it is for.** /eligibility: whether a founder's country can use each service (company, bank account, card), with each rule's source.\n\n**When not to use it.** Dates and deadlines after forming: *ComplianceCalendar*.\n\n**Status.** Stable: a route of the site, composed from sections as the site composes it.",
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof EligibilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /eligibility?country=NG: a shared answer opens as it was; another country rewrites the link. */
export const SharedLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Country Check' })).toBeVisible();
    const residence = canvas.getByRole('combobox', { name: countryCheckLabels.residence });
    await expect(residence).toHaveValue('Nigeria');
    await expect(canvas.getByRole('link', { name: 'Ask us about Nigeria' })).toHaveAttribute('href', '/contact-us?country=NG');

    // Typed over the selected name, as a visitor does: emptying the field first would clear the
    // answer and rewrite the address while the new name is being typed.
    await userEvent.type(residence, 'Germany', { initialSelectionStart: 0, initialSelectionEnd: 'Nigeria'.length });
    // (The list opens in a layer of its own at the end of the page.)
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getAllByRole('option')[0]).toHaveTextContent('Germany'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=DE'));
    await expect(canvas.getByRole('link', { name: 'See the formation plan' })).toHaveAttribute('href', '/pricing?tab=incorporations');
    // The rules by service follow, with a way back up to the check.
    await expect(canvas.getByRole('heading', { level: 2, name: 'What applies to whom, service by service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Check your country' })).toHaveAttribute('href', '#check');
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
