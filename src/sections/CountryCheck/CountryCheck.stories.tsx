import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { countries } from '../../content/countries';
import { countryCheckHeading, countryCheckLabels, eligibilityRules } from '../../content/eligibility';
import { CountryCheck, type CountryCheckProps } from './CountryCheck';
import { CountryField } from './CountryField';
import { EligibilityAnswerView } from './EligibilityAnswerView';
import { withLocationProbe } from '../../../.storybook/withLocationProbe';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Tools/CountryCheck',
  tags: ['stable'],
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

/** A country's name in the story's language. */
const nameOf = ({ countries }: CountryCheckProps, code: string) => countries.find((country) => country.code === code)!.name;

/** A group of countries whose rules differ, in the story's language. */
const group = ({ rules }: CountryCheckProps, id: string) => rules.groups.find((candidate) => candidate.id === id)!;

/** Text as user-event types it: '[' and '{' start its key names, so a bracketed word (the pseudo-locale's) doubles them. */
const typed = (text: string) => text.replace(/[[{]/g, '$&$&');

/**
 * Types a country's name and picks it with the keyboard: down the list to it, then Enter. Another
 * country's name can hold it (Spanish 'Bielorrusia' holds 'Rusia', and comes first).
 */
async function pick(field: HTMLElement, name: string) {
  await userEvent.type(field, typed(name));
  const options = within(await within(document.body).findByRole('listbox')).getAllByRole('option');
  const index = options.findIndex((option) => option.textContent === name);
  await expect(index).toBeGreaterThanOrEqual(0);
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(index)}{Enter}`);
}

/** Before a country is picked: the two fields and a prompt. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: args.labels.residence })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: args.labels.citizenship })).toHaveValue('');
    await expect(canvas.getByText(shown(args.labels.prompt))).toBeVisible();
  },
};

/** Typing filters the list (by any name the country goes by); picking one answers per service and writes it to the URL. */
export const PickCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { labels } = args;
    const nigeria = nameOf(args, 'NG');
    const residence = canvas.getByRole('combobox', { name: labels.residence });
    // Part of the name, in lower case.
    await userEvent.type(residence, typed(nigeria.slice(0, -1).toLowerCase()));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([nigeria]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=NG'));
    await expect(residence).toHaveValue(nigeria);
    await expect(canvas.getByRole('heading', { level: 3, name: labels.answerHeading(nigeria, null) })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(shown(labels.summary({ available: 3, conditions: 5, unavailable: 0 })));
    const expected: Record<string, keyof typeof labels.status> = {
      formation: 'available',
      ein: 'conditions',
      address: 'conditions',
      phone: 'available',
      bankingOnline: 'conditions',
      bankingMultiCurrency: 'conditions',
      stripe: 'conditions',
      taxFiling: 'available',
    };
    await expect(answers(canvasElement)).toEqual(args.rules.services.map((service) => [service.name, labels.status[expected[service.id]]]));
    const mercury = group(args, 'mercury-2024').rules.bankingOnline!;
    await expect(canvas.getByText(shown(mercury.text))).toBeVisible();
    const source = canvas.getByRole('link', { name: (name) => name.startsWith(mercury.sourceLabel) });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    const checked = shown(labels.checked('2026-11-24'));
    await expect(canvas.getAllByText((text) => text.includes(checked)).length).toBeGreaterThan(7);
    // Something differs for Nigeria: asking us comes first, with the country carried to the form.
    const nextSteps = [labels.nextInquiry(nigeria), labels.nextPlans.label];
    const [first, second] = within(canvas.getByRole('article')).getAllByRole('link', { name: (name) => nextSteps.some((step) => name.startsWith(step)) });
    await expect(first).toHaveTextContent(shown(labels.nextInquiry(nigeria)));
    await expect(first).toHaveAttribute('href', '/contact-us?country=NG');
    await expect(second).toHaveAttribute('href', '/pricing?tab=incorporations');

    // Another name finds the same kind of country: 'UAE', kept as a search term in every language.
    await userEvent.clear(residence);
    await userEvent.type(residence, 'UAE');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=AE'));
    await expect(canvas.getByRole('link', { name: labels.nextPlans.label })).toHaveAttribute('href', '/pricing?tab=incorporations');
  },
};

/** A shared link to a country under comprehensive US sanctions: a clear, polite refusal with the reason. */
export const Sanctioned: Story = {
  parameters: { route: '/eligibility?country=IR', visual: { schemes: ['light', 'dark'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const iran = nameOf(args, 'IR');
    await expect(canvas.getByRole('combobox', { name: args.labels.residence })).toHaveValue(iran);
    await expect(canvas.getByText(shown(args.labels.blockedTitle(iran)))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(shown(args.labels.summary({ available: 0, conditions: 0, unavailable: 8 })));
    await expect(canvas.queryByRole('link', { name: (name) => name.startsWith(args.labels.nextInquiry(iran)) })).toBeNull();
  },
};

/** Residence and citizenship together: Ukraine's note on the regions under sanctions, Russian citizenship's conditions. */
export const WithCitizenship: Story = {
  parameters: { route: '/eligibility?country=ua' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const russia = nameOf(args, 'RU');
    await expect(canvas.getByText(shown(group(args, 'ukraine-regions').note!.text))).toBeVisible();
    const citizenship = canvas.getByRole('combobox', { name: args.labels.citizenship });
    await pick(citizenship, russia);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/eligibility?country=ua&citizenship=RU'));
    await expect(canvas.getByRole('heading', { level: 3, name: args.labels.answerHeading(nameOf(args, 'UA'), russia) })).toBeVisible();
    await expect(canvas.getByText(shown(group(args, 'russia-belarus-citizens').rules.bankingOnline!.text))).toBeVisible();
  },
};

/** An unknown code in the link: the default, with a note next to the field, and nothing lost. */
export const UnknownCountry: Story = {
  parameters: { route: '/eligibility?country=ZZ', visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const residence = canvas.getByRole('combobox', { name: args.labels.residence });
    await expect(residence).toHaveValue('');
    await expect(residence).toHaveAccessibleDescription(args.labels.unknownCountry('ZZ'));
    await expect(residence).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(shown(args.labels.prompt))).toBeVisible();
    await userEvent.type(residence, 'xyzzy');
    await expect(await within(document.body).findByText(shown(args.labels.noOptions))).toBeVisible();
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

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
