import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eligibilityRules, eligibilityRulesHeading, eligibilityRulesLabels } from '../../content/eligibility';
import { EligibilityRules } from './EligibilityRules';
import { arabicStory } from '../../../.storybook/arabicStory';
import { shown } from '../../../.storybook/shown';
import { asShipped } from '../../../.storybook/asShipped';

const meta = {
  title: 'Sections/Tools/EligibilityRules',
  tags: ['stable'],
  component: EligibilityRules,
  args: { heading: eligibilityRulesHeading, rules: eligibilityRules, labels: eligibilityRulesLabels },
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** Every rule of the country check written out, service by service: the general rule, then the countries where it differs, each with a status, a sentence, its source and date; then the places we cannot serve and a button back up to the check. Readable without choosing a country or running JavaScript. Used on /eligibility, under CountryCheck.

**When not to use it.** To answer for one visitor's country use CountryCheck; for fees, CostCalculator.

**Content rules.** Rules from \`src/content/eligibility.ts\`, shared with CountryCheck. Service names up to eight words; rules one to three sentences. Every rule names its source and last-checked date; what no source confirms reads "check with the provider", never as fact. LLC, C-Corp, EIN, IRS, OFAC and Stripe stay in English.

**Keyboard and screen reader.** Only links and the button to operate. A region named by its h2; each service an article named by its h3, its rules a list; the region notes one more article. Status is said in words, its icon hidden. Links to other sites say they open a new tab. The button links to #check. Layout mirrors right to left (*Arabic*).

**Do / Don't.**
- Do: give every rule a source and a date, as in *Playground*.
- Do: name a group we cannot serve at all once, under the regions heading (*Playground*).
- Don't: write long service names: cards sit two to a row on desktop and stack on *Tablet* and *Phone*.

**Status.** Stable: used on /eligibility. Interaction tests in *Playground* and *Arabic*; axe in both schemes and screenshots on every story; \`eligibility.test.ts\` checks every country against every service.`,
      },
    },
  },
} satisfies Meta<typeof EligibilityRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service with its general rule and the groups that differ, each with a source; a link back up to the check. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { rules, labels } = args;
    const group = (id: string) => rules.groups.find((candidate) => candidate.id === id)!;
    const services = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(services).toEqual([...rules.services.map((s) => s.name), labels.regionNotes]);
    const banking = canvas.getByRole('article', { name: rules.services.find((s) => s.id === 'bankingOnline')!.name });
    await expect(within(banking).getByText(shown(group('mercury-2024').label))).toBeVisible();
    await expect(within(banking).getByText(shown(group('russia-belarus').label))).toBeVisible();
    const regions = canvas.getByRole('article', { name: labels.regionNotes });
    await expect(within(regions).getByText(shown(group('sanctioned').label))).toBeVisible();
    await expect(within(regions).getByText(shown(group('ukraine-regions').note!.text))).toBeVisible();
    for (const link of within(banking).getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: labels.checkLink.label })).toHaveAttribute('href', '#check');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** In Arabic, right to left: the same content in the Arabic build's words, mirrored (photographed at phone width). */
export const Arabic: Story = arabicStory(Playground);

/** The section as the built page ships it: its prerendered HTML, with code only if it is an island (.storybook/asShipped.tsx). */
export const AsShipped: Story = asShipped;
