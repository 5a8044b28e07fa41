import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { countries } from '../../content/countries';
import { countryCheckHeading, countryCheckLabels, eligibilityRules } from '../../content/eligibility';
import { CountryCheck } from './CountryCheck';
import { CountryField } from './CountryField';
import { EligibilityAnswerView } from './EligibilityAnswerView';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';

const meta = {
  title: 'Sections/CountryCheck',
  component: CountryCheck,
  subcomponents: { CountryField, EligibilityAnswerView },
  args: { heading: countryCheckHeading, countries, rules: eligibilityRules, labels: countryCheckLabels },
  parameters: {
    route: '/eligibility',
    docs: {
      description: {
        component: `**What it is for.** The country check on /eligibility: the visitor picks where they live (and, optionally, citizenship) and sees each service as available, with conditions or not available, with the rule, its source and when it was last checked. The address keeps the choice (\`?country=NG&citizenship=RU\`) for sharing.

**When not to use it.** To show every rule without a choice use *EligibilityRules*, below it on the same page.

**Content rules.** Rules and words come from \`src/content/eligibility.ts\`. Every rule says in plain words what is possible and names its source and \`lastChecked\` date; what no source confirms reads "check with the provider". A refusal gives its reason first. IRS, OFAC, form names and providers (Stripe, Mercury) stay in English.

**Keyboard and screen reader.** Both fields are labelled comboboxes: type to filter (by name, alias or code), arrows to move, Enter to pick. An unknown code in the link marks the field invalid, with the reason under it. The answer is an article named by its h3 ("Living in Nigeria"); its count line is a \`role="status"\` live region; each service is an h4 with its status in words. Source links to other sites open a new tab and say so.

**Do / Don't.**
- Do: link to an answer with \`?country=\`, as in *Sanctioned*.
- Do: when a rule differs, put "Ask us about Nigeria" first (*PickCountry*).

**Status.** Stable: used on /eligibility. Every story but *Phone* and *Tablet* has a play function (*Arabic*: right to left). Axe checks every story; all but *UnknownCountry* are screenshotted.`,
      },
    },
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof CountryCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service names and statuses of the answer shown. */
function answers(root: HTMLElement) {
  const answer = within(root).getByRole('article');
  return within(answer)
    .getAllByRole('listitem')
    .map((item) => [within(item).getByRole('heading', { level: 4 }).textContent, item.querySelector('span')?.textContent]);
}

/** Before a country is picked: the two fields and a prompt. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: countryCheckLabels.residence })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: countryCheckLabels.citizenship })).toHaveValue('');
    await expect(canvas.getByText(countryCheckLabels.prompt)).toBeVisible();
  },
};

/** Typing filters the list (by any name the country goes by); picking one answers per service and writes it to the URL. */
export const PickCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const residence = canvas.getByRole('combobox', { name: countryCheckLabels.residence });
    await userEvent.type(residence, 'nigeri');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nigeria']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=NG'));
    await expect(residence).toHaveValue('Nigeria');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Living in Nigeria' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 available, 5 with conditions, 0 not available');
    await expect(answers(canvasElement)).toEqual([
      ['Company formation (LLC or C-Corp)', 'Available'],
      ['EIN (US tax ID)', 'Available with conditions'],
      ['US address and mailbox', 'Available with conditions'],
      ['US phone number', 'Available'],
      ['Business banking: online US bank', 'Available with conditions'],
      ['Business banking: multi-currency account', 'Available with conditions'],
      ['Stripe through your US company', 'Available with conditions'],
      ['Annual IRS filing (Form 5472 and pro forma 1120)', 'Available'],
    ]);
    await expect(canvas.getByText(/Mercury stopped serving founders living in Ukraine, Nigeria, Croatia/)).toBeVisible();
    const source = canvas.getByRole('link', { name: /^TechCrunch, 23 Jul 2024/ });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByText(/last checked 24 Nov 2026/).length).toBeGreaterThan(7);
    // Something differs for Nigeria: asking us comes first, with the country carried to the form.
    const [first, second] = within(canvas.getByRole('article')).getAllByRole('link', { name: /^(Ask us about|See the formation plan)/ });
    await expect(first).toHaveTextContent('Ask us about Nigeria');
    await expect(first).toHaveAttribute('href', '/contact-us?country=NG');
    await expect(second).toHaveAttribute('href', '/pricing?tab=incorporations');

    // Another name finds the same kind of country: 'UAE'.
    await userEvent.clear(residence);
    await userEvent.type(residence, 'UAE');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=AE'));
    await expect(canvas.getByRole('link', { name: 'See the formation plan' })).toHaveAttribute('href', '/pricing?tab=incorporations');
  },
};

/** A shared link to a country under comprehensive US sanctions: a clear, polite refusal with the reason. */
export const Sanctioned: Story = {
  parameters: { route: '/eligibility?country=IR', visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: countryCheckLabels.residence })).toHaveValue('Iran');
    await expect(canvas.getByText('We cannot serve residents of Iran')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 available, 0 with conditions, 8 not available');
    await expect(canvas.queryByRole('link', { name: /^Ask us about/ })).toBeNull();
  },
};

/** Residence and citizenship together: Ukraine's note on the regions under sanctions, Russian citizenship's conditions. */
export const WithCitizenship: Story = {
  parameters: { route: '/eligibility?country=ua' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Crimea and the so-called Donetsk and Luhansk/)).toBeVisible();
    const citizenship = canvas.getByRole('combobox', { name: countryCheckLabels.citizenship });
    await userEvent.type(citizenship, 'Russia');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=ua&citizenship=RU'));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Living in Ukraine, citizen of Russia' })).toBeVisible();
    await expect(canvas.getByText(/Some banks screen citizenship as well as residence/)).toBeVisible();
  },
};

/** An unknown code in the link: the default, with a note next to the field, and nothing lost. */
export const UnknownCountry: Story = {
  parameters: { route: '/eligibility?country=ZZ', visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const residence = canvas.getByRole('combobox', { name: countryCheckLabels.residence });
    await expect(residence).toHaveValue('');
    await expect(residence).toHaveAccessibleDescription(countryCheckLabels.unknownCountry('ZZ'));
    await expect(residence).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(countryCheckLabels.prompt)).toBeVisible();
    await userEvent.type(residence, 'xyzzy');
    await expect(await within(document.body).findByText(countryCheckLabels.noOptions)).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { route: '/eligibility?country=NG' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Tablet: Story = {
  parameters: { route: '/eligibility?country=RU' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);
