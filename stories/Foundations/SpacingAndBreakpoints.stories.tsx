import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { siteTheme } from '../../src/theme/theme';
import { breakpoints as breakpointTokens, radius, reviewWidths, rounded, spacingUnit } from '../../src/theme/tokens';
import { Code, Detail, TokenPage, TokenSection, TokenTable, px } from './tokenParts';

type AnyTheme = ReturnType<typeof siteTheme>;

/**
 * The spacing steps the sections use (multiples of the unit, as sx numbers on p, m and gap): the
 * common ones, from a count over src/. Quarter steps (0.25, 0.75, 1.25…) occur in a few places.
 */
const steps = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12];

/** Where each radius step is used, shown beside it (in the stories, not tokens.ts, so no visitor downloads it). */
const radiusUse: Record<keyof typeof radius, string> = {
  sm: 'theme.shape.borderRadius: text fields, alerts, accordions; callouts, logo carousel outline',
  md: 'cards (MuiCard) and tiles on them: duty and point tiles, read-more link area',
  lg: 'framed tables and charts, thumbnails, icon badges, name plates, carousel outlines',
  xl: 'video frame, banner picture, newsletter panel',
  xxl: 'the usual section panel, card and picture: the most used step',
  xxxl: 'login and about panels, large portraits',
  pill: 'fully rounded ends however tall: billing toggle, skill bars, progress bars, tab indicator, carousel dots',
  round: 'circles: avatars, icon discs, carousel dot buttons',
};

/** A radius as its table shows it: px for a length, as is for a percentage. */
const radiusSize = (value: number | string) => (typeof value === 'number' ? px(value) : value);

/** The breakpoint whose range holds a width. */
function breakpointOf(width: number, values: Record<string, number>) {
  return Object.entries(values)
    .filter(([, from]) => from <= width)
    .sort((a, b) => b[1] - a[1])[0]?.[0];
}

function Tokens() {
  const theme = useTheme() as AnyTheme;
  const shape = theme.shape.borderRadius as number;
  const breakpoints = theme.breakpoints.values;
  return (
    <TokenPage title="Spacing, radius and breakpoints" intro="The sizes every section is laid out with, read from src/theme/tokens.ts and the built theme.">
      <TokenSection
        id="spacing"
        title="Spacing"
        intro={`One unit of ${px(spacingUnit)} (spacingUnit in tokens.ts). A bare number on p, m, gap or a Stack's spacing is that many units: p: 2 is theme.spacing(2).`}
      >
        <TokenTable label="Spacing steps" minWidth={520}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">In sx</TableCell>
              <TableCell scope="col">In a style</TableCell>
              <TableCell scope="col">Size</TableCell>
              <TableCell scope="col" sx={{ minWidth: 120 }}>
                Sample
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.map((step) => (
              <TableRow key={step} data-step={step}>
                <TableCell component="th" scope="row">
                  <Code>p: {step}</Code>
                </TableCell>
                <TableCell>theme.spacing({step})</TableCell>
                <TableCell data-size>{px(step * spacingUnit)}</TableCell>
                <TableCell>
                  <Box data-bar aria-hidden sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TokenTable>
      </TokenSection>
      <TokenSection
        id="radius"
        title="Radius"
        intro={`radius in tokens.ts. In sx write rounded('xxl'): a bare number there multiplies theme.shape.borderRadius (radius.sm, ${px(shape)}), so radius.xxl as is would be ${px(radius.xxl * shape)}. In a style override a number is px, so radius.md works as is.`}
      >
        <TokenTable label="Radius" minWidth={620} columns={['Token', 'Size', 'In sx', 'Used for', 'Sample']}>
          {(Object.entries(radius) as [keyof typeof radius, number | string][]).map(([name, value]) => (
            <TableRow key={name} data-radius={name}>
              <TableCell component="th" scope="row">
                <Code>radius.{name}</Code>
              </TableCell>
              <TableCell data-size>{radiusSize(value)}</TableCell>
              <TableCell>
                <Code nowrap>rounded('{name}')</Code>
              </TableCell>
              <TableCell>{radiusUse[name]}</TableCell>
              <TableCell>
                <Box data-sample aria-hidden sx={{ width: 96, height: 56, borderRadius: rounded(name), border: '2px solid', borderColor: 'primary.main', bgcolor: 'background.paper' }} />
              </TableCell>
            </TableRow>
          ))}
        </TokenTable>
      </TokenSection>
      <TokenSection
        id="breakpoints"
        title="Breakpoints"
        intro="Each breakpoint's range starts at its width and runs to the next. In sx, an object keyed by breakpoint sets a value from that width up: p: { xs: 2, md: 4 }; in a style, theme.breakpoints.up('md')."
      >
        <TokenTable label="Breakpoints" columns={['Name', 'From', 'Media query']}>
          {Object.entries(breakpoints).map(([name, value]) => (
            <TableRow key={name} data-breakpoint={name}>
              <TableCell component="th" scope="row">
                <Code>{name}</Code>
              </TableCell>
              <TableCell>{px(value)}</TableCell>
              <TableCell>{theme.breakpoints.up(name as keyof typeof breakpoints).replace('@media ', '')}</TableCell>
            </TableRow>
          ))}
        </TokenTable>
      </TokenSection>
      <TokenSection id="review-widths" title="Review widths" intro="reviewWidths in tokens.ts: the widths of the Storybook viewports, the screenshots and Chromatic.">
        <TokenTable label="Review widths" columns={['Name', 'Width', 'Breakpoint']}>
          {Object.entries(reviewWidths).map(([name, value]) => (
            <TableRow key={name} data-review={name}>
              <TableCell component="th" scope="row">
                <Code>{name}</Code>
              </TableCell>
              <TableCell>{px(value)}</TableCell>
              <TableCell>
                {breakpointOf(value, breakpoints)}
                <Detail>range from {px(breakpoints[breakpointOf(value, breakpoints) as keyof typeof breakpoints])}</Detail>
              </TableCell>
            </TableRow>
          ))}
        </TokenTable>
      </TokenSection>
    </TokenPage>
  );
}

const meta = {
  title: 'Foundations/Spacing and breakpoints',
  tags: ['stable'],
  component: Tokens,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The sizes the sections are laid out with: the spacing unit and the steps sections use, the radius scale of \`src/theme/tokens.ts\` with a sample of each, the breakpoints and the review widths. Every value is read from \`tokens.ts\` and the built theme.

**How to use the names in code.** Spacing: a bare number on \`p\`, \`m\`, \`gap\` or a Stack's \`spacing\` counts units (\`p: 2\`); in a style override, \`theme.spacing(2)\`. Radius: in \`sx\`, \`borderRadius: rounded('xxl')\`, since a bare number there multiplies \`theme.shape.borderRadius\` (\`radius.sm\`); in a style override, \`radius.md\` from \`src/theme/tokens\`. Breakpoints: an object keyed by breakpoint, \`p: { xs: 2, md: 4 }\`, or \`theme.breakpoints.up('md')\`.

**Do / Don't.**
- Do: stay on the steps of the table; half steps for tight icon and text gaps.
- Don't: write a radius as a number, px or percentage in a section (\`borderRadius: 3\`, \`'50%'\`): \`src/theme/radius.test.ts\` fails on it.

**Status.** Interaction test: each bar, sample and row is measured against the theme. Axe and screenshots.`,
      },
    },
  },
} satisfies Meta<typeof Tokens>;
export default meta;

/** Spacing steps with their bars, the radii with their samples, the breakpoints and review widths. */
export const All: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const step of steps) {
      const row = canvasElement.querySelector(`[data-step="${step}"]`) as HTMLElement;
      await expect(row.querySelector('[data-size]')).toHaveTextContent(px(step * spacingUnit));
      await expect((row.querySelector('[data-bar]') as HTMLElement).getBoundingClientRect().width).toBeCloseTo(step * spacingUnit, 1);
    }
    for (const [name, value] of Object.entries(radius) as [keyof typeof radius, number | string][]) {
      const row = canvas.getByRole('rowheader', { name: `radius.${name}` }).closest('tr') as HTMLElement;
      await expect(row.querySelector('[data-size]')).toHaveTextContent(radiusSize(value));
      await expect(getComputedStyle(row.querySelector('[data-sample]') as HTMLElement).borderTopLeftRadius).toBe(rounded(name));
    }
    const md = canvasElement.querySelector('[data-breakpoint="md"]') as HTMLElement;
    await expect(md).toHaveTextContent(`(min-width:${breakpointTokens.md}px)`);
    await expect(canvasElement.querySelector('[data-review="desktop"]')).toHaveTextContent(`${reviewWidths.desktop}px`);
  },
};
