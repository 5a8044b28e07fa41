import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eligibilityRules, eligibilityRulesLabels } from '../../content/eligibility';
import { RuleSource } from './RuleSource';
import { frame, framedPicture } from '../../../.storybook/framedStory';

const { source, checked, opensInNewTab } = eligibilityRulesLabels;
// An IRS page, and a page of this site, as the eligibility rules cite them.
const { taxFiling, phone } = eligibilityRules.defaults;

const meta = {
  title: 'Patterns/RuleSource',
  tags: ['stable'],
  component: RuleSource,
  args: {
    prefix: source,
    label: taxFiling.sourceLabel,
    url: taxFiling.sourceUrl,
    checked: checked('2026-11-24'),
    opensInNewTab,
  },
  // The width of a rule in the eligibility tables.
  decorators: [frame(560)],
  parameters: {
    visual: framedPicture,
    docs: {
      description: {
        component: `**What it is for.** The small line under a rule or a date that says where it comes from and when it was last checked: every rule of *EligibilityRules* and *CountryCheck*.

**When not to use it.** Text the site writes itself (marketing copy, prices from the site's own plans): only a rule or date taken from an outside authority carries a source.

**Content rules.** \`prefix\` "Source:", the source's name as its publisher titles it (\`sourceLabel\` in \`src/content/eligibility.ts\`), and "last checked" with the day (\`checked\`). A source on another site opens in a new tab and says so to screen readers (\`opensInNewTab\`); one on this site is a plain link (*SiteSource*).

**Keyboard and screen reader.** One link, named by the source and, for another site, "(opens in a new tab)"; the rest is text.

**Do / Don't.**
- Do: name the page of the source, not its site ("IRS: About Form 5472", not "irs.gov").
- Don't: leave out the day: a rule without it cannot be trusted.

**Status.** Stable. Plays check both kinds of link; both photographed in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof RuleSource>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A source on another site: opens in a new tab, and its name says so. */
export const ExternalSource: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `${args.label} ${args.opensInNewTab}` });
    await expect(link).toHaveAttribute('href', args.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('[data-story-frame] p')).toHaveTextContent(args.checked);
  },
};

/** A source on this site (our own plans): a plain link in the same tab. */
export const SiteSource: Story = {
  args: { label: phone.sourceLabel, url: phone.sourceUrl },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: args.label });
    await expect(link).toHaveAttribute('href', args.url);
    await expect(link).not.toHaveAttribute('target');
  },
};
