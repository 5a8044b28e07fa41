import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteTheme } from '../../src/theme/theme';
import { Code, TokenPage, TokenSection, TokenTable } from './tokenParts';

type AnyTheme = ReturnType<typeof siteTheme>;

/** The four numbers of a cubic-bezier() easing, or null for any other value. */
function bezier(easing: string) {
  const numbers = /^cubic-bezier\(([^)]+)\)$/.exec(easing.trim())?.[1].split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite) ? (numbers as [number, number, number, number]) : null;
}

/** The easing's curve, time along, progress up, in a small square. */
function Curve({ easing }: { easing: string }) {
  const { palette } = (useTheme() as AnyTheme).vars;
  const size = 56;
  const points = bezier(easing);
  if (!points) return null;
  const [x1, y1, x2, y2] = points;
  return (
    <Box component="svg" aria-hidden viewBox={`-2 -2 ${size + 4} ${size + 4}`} sx={{ width: size, height: size, display: 'block', overflow: 'visible' }}>
      <Box component="rect" x={0} y={0} width={size} height={size} sx={{ fill: 'none', stroke: palette.divider }} />
      <Box component="path" d={`M0,${size} C${x1 * size},${size - y1 * size} ${x2 * size},${size - y2 * size} ${size},0`} sx={{ fill: 'none', stroke: palette.primary.main, strokeWidth: 2.5 }} />
    </Box>
  );
}

/** The drawn length of the longest duration, in px. */
const barLength = 240;

/** What the site does for visitors who ask for reduced motion, from src/ (SiteBaseline and every useMediaQuery on the preference). */
const reducedMotion = [
  'Every CSS animation and transition is cut to 0.01 ms, and smooth scrolling is off (the global styles in SiteBaseline).',
  'Carousels never move on their own and hide their pause/play button; their arrows and dots jump instead of sliding.',
  'Counters, progress meters and skill bars show their final values at once.',
  'The brand film does not start by itself, the video button does not pulse, and the first-load screen is not shown.',
  'Scroll-to-top, and the project list when it changes page, jump instead of scrolling smoothly; the FAQ opens without its animation; the phone menu and contact panel do not slide in.',
  'Team cards, gallery tiles and project pictures drop their hover lift or zoom.',
];

function MotionTokens() {
  const theme = useTheme() as AnyTheme;
  const { duration, easing } = theme.transitions;
  const durations = Object.entries(duration);
  const longest = Math.max(...durations.map(([, ms]) => ms));
  const example = theme.transitions.create('transform', { duration: duration.shorter });
  return (
    <TokenPage title="Motion" intro="The durations and easings of theme.transitions (MUI's, which the theme keeps as they are), and what the site does when a visitor asks for reduced motion.">
      <TokenSection
        id="durations"
        title="Durations"
        intro={
          <>
            In ms. In a style,{' '}
            <Code>
              theme.transitions.create('transform', {'{'} duration: theme.transitions.duration.shorter {'}'})
            </Code>{' '}
            gives <Code>{example}</Code>.
          </>
        }
      >
        <TokenTable label="Durations" minWidth={560} columns={['Name', 'Value', 'Length']}>
          {durations.map(([name, ms]) => (
            <TableRow key={name} data-duration={name}>
              <TableCell component="th" scope="row">
                <Code>duration.{name}</Code>
              </TableCell>
              <TableCell data-value>{ms}ms</TableCell>
              <TableCell>
                <Box aria-hidden sx={{ width: (ms / longest) * barLength, height: 12, bgcolor: 'primary.main', borderRadius: 0.5 }} />
              </TableCell>
            </TableRow>
          ))}
        </TokenTable>
      </TokenSection>
      <TokenSection
        id="easings"
        title="Easings"
        intro={
          <>
            In a style, <Code>theme.transitions.easing.easeOut</Code>; the curve runs from start (bottom left) to end (top right).
          </>
        }
      >
        <TokenTable label="Easings" minWidth={560} columns={['Name', 'Value', 'Curve']}>
          {Object.entries(easing).map(([name, value]) => (
            <TableRow key={name} data-easing={name}>
              <TableCell component="th" scope="row">
                <Code>easing.{name}</Code>
              </TableCell>
              <TableCell data-value>{value}</TableCell>
              <TableCell>
                <Curve easing={value} />
              </TableCell>
            </TableRow>
          ))}
        </TokenTable>
      </TokenSection>
      <TokenSection
        id="reduced-motion"
        title="Reduced motion"
        intro={
          <>
            When the system asks for less motion (<Code>prefers-reduced-motion: reduce</Code>), the site holds still by itself. MUI's own switch, <Code>theme.motion.reducedMotion</Code>, is left at{' '}
            <Code>{`'${theme.motion.reducedMotion}'`}</Code>: MUI's transitions keep their timing, and the global style rule below stops them.
          </>
        }
      >
        <Box component="ul" sx={{ m: 0, pl: 3, maxWidth: '75ch' }}>
          {reducedMotion.map((line) => (
            <Typography key={line} component="li" sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </TokenSection>
    </TokenPage>
  );
}

const meta = {
  title: 'Foundations/Motion',
  tags: ['adopting'],
  component: MotionTokens,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The durations and easings of \`theme.transitions\`, each with its name and value, and what the site does for a visitor who asks for reduced motion. The theme keeps MUI's values; MUI's own components (Collapse, Fade, Zoom, Dialog) time themselves with them.

**How to use the names in code.** In a style override or an \`sx\` callback:

\`\`\`ts
transition: theme.transitions.create(['box-shadow', 'transform'], {
  duration: theme.transitions.duration.shorter,
  easing: theme.transitions.easing.easeOut,
}),
\`\`\`

Moving something by script (a count, a carousel), read the preference first, with \`useMediaQuery\` on \`(prefers-reduced-motion: reduce)\`, and show the end state at once.

**Do / Don't.**
- Do: keep what moves on its own stoppable (a pause button) and still under reduced motion.
- Don't: rely on the global 0.01 ms rule for motion driven by script; it only stops CSS animations and transitions.

**Status.** Most sections' own hover transitions are written as literal durations with \`ease\` rather than these names. Interaction test: each name shows the theme's value, and the page's styles hold the reduced-motion rule. Axe and screenshots in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof MotionTokens>;
export default meta;

/** The global style rule for reduced motion, as the page's style sheets hold it. */
function reducedMotionRule() {
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce') && rule.cssText.includes('transition-duration')) return rule;
    }
  }
  return undefined;
}

/** Durations and easings with their names and values; what reduced motion changes. */
export const DurationsAndEasings: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { duration, easing } = siteTheme('ltr').transitions;
    for (const [name, ms] of Object.entries(duration)) {
      const row = canvas.getByRole('rowheader', { name: `duration.${name}` }).closest('tr') as HTMLElement;
      await expect(row.querySelector('[data-value]')).toHaveTextContent(`${ms}ms`);
    }
    for (const [name, value] of Object.entries(easing)) {
      const row = canvas.getByRole('rowheader', { name: `easing.${name}` }).closest('tr') as HTMLElement;
      await expect(row.querySelector('[data-value]')).toHaveTextContent(value);
    }
    await expect(canvas.getByRole('heading', { name: 'Reduced motion' })).toBeVisible();
    await expect(canvas.getByText(`'${siteTheme('ltr').motion.reducedMotion}'`)).toBeVisible();
    await expect(reducedMotionRule()).toBeDefined();
  },
};
