import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteTheme } from '../../src/theme/theme';
import { typographyFor } from '../../src/theme/typography';
import { Code, Detail, TokenPage, TokenSection, TokenTable, px } from './tokenParts';
import { type VariantStyle, breakpointRanges, clampStops, fontSizeAt, sizeFunction, sizeRange } from './typeScale';

const variants: NonNullable<TypographyProps['variant']>[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'overline'];

function TypeScale() {
  return (
    <Stack spacing={2} sx={{ p: 4, bgcolor: 'background.default', color: 'text.primary' }}>
      {variants.map((variant) => (
        <Typography key={variant} variant={variant} component="p">
          {variant}: Form your US company in as little as 24 hours
        </Typography>
      ))}
    </Stack>
  );
}

type AnyTheme = ReturnType<typeof siteTheme>;
type Variant = NonNullable<TypographyProps['variant']>;

/** Every variant the built theme defines, in its order: typography.ts's own, then those MUI adds (`caption`). */
function themeVariants(theme: AnyTheme) {
  return Object.entries(theme.typography).flatMap(([name, style]) =>
    name !== 'inherit' && style && typeof style === 'object' && 'fontSize' in style ? [{ name: name as Variant, style: style as VariantStyle }] : [],
  );
}

const own = typographyFor('ltr') as Record<string, VariantStyle | undefined>;

/**
 * Where a value typography.ts does not set on a variant it defines comes from: MUI's default, or
 * nowhere (the browser's own, such as letter-spacing normal).
 */
function MuiDefault({ variant, property, value }: { variant: string; property: string; value: unknown }) {
  if (!own[variant] || own[variant]?.[property] !== undefined) return null;
  return <Detail>{value === undefined ? 'not set' : 'MUI default'}</Detail>;
}

function firstFamily(fontFamily: unknown) {
  return String(fontFamily ?? '')
    .split(',')[0]
    ?.replace(/["']/g, '')
    .trim();
}

function letterSpacing(value: unknown) {
  return value === undefined ? 'normal' : String(value);
}

/** A range of sizes as a reader wants it: "36–46px", or "64px" when it holds still. */
function sizeText({ smallest, largest }: { smallest: number; largest: number }) {
  return px(smallest) === px(largest) ? px(smallest) : `${Number(smallest.toFixed(1))}–${px(largest)}`;
}

/** How a fluid size follows the window, in words, from its clamp(). */
function growth(style: VariantStyle, htmlFontSize: number) {
  const stops = clampStops(style.fontSize, htmlFontSize);
  if (!stops) return undefined;
  return `${px(stops.min)} up to ${px(stops.minUntil)} wide, then grows with the window to ${px(stops.max)} from ${px(stops.maxFrom)}`;
}

function TypeTables() {
  const theme = useTheme() as AnyTheme;
  const html = theme.typography.htmlFontSize;
  const all = themeVariants(theme);
  const ranges = breakpointRanges(theme.breakpoints.values);
  const changing = all.filter(({ style }) => new Set(ranges.map((range) => sizeText(sizeRange(style, range, html)))).size > 1);
  const steady = all.filter((variant) => !changing.includes(variant));
  return (
    <TokenPage title="Type table" intro="Every variant of the built theme (src/theme/typography.ts, and MUI's defaults where it sets nothing), with the values a variant gives the text it styles.">
      <TokenSection
        id="type-variants"
        title="Variants"
        intro={`Family of every variant: theme.typography.fontFamily, ${String(theme.typography.fontFamily)}. Sizes in rem are of the page's ${px(html)}.`}
      >
        <TokenTable label="Type variants" minWidth={900} columns={['Variant', 'Sample', 'Family', 'Size', 'Weight', 'Line height', 'Letter spacing', 'Case']}>
          {all.map(({ name, style }) => {
            const fixed = sizeFunction(style.fontSize, html);
            const steadySize = steady.some((variant) => variant.name === name) && fixed ? fixed(0) : undefined;
            return (
              <TableRow key={name} data-variant={name}>
                <TableCell component="th" scope="row">
                  <Code>{name}</Code>
                  {own[name] ? null : <Detail>MUI default</Detail>}
                </TableCell>
                <TableCell>
                  <Typography data-sample variant={name} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    Aa
                  </Typography>
                </TableCell>
                <TableCell>{firstFamily(style.fontFamily)}</TableCell>
                <TableCell data-size sx={{ maxWidth: 260 }}>
                  {String(style.fontSize)}
                  <Detail>{steadySize === undefined ? 'by width, below' : px(steadySize)}</Detail>
                  <MuiDefault variant={name} property="fontSize" value={style.fontSize} />
                </TableCell>
                <TableCell>
                  {String(style.fontWeight)}
                  <MuiDefault variant={name} property="fontWeight" value={style.fontWeight} />
                </TableCell>
                <TableCell>
                  {String(style.lineHeight)}
                  {steadySize !== undefined && typeof style.lineHeight === 'number' ? <Detail>{px(style.lineHeight * steadySize)}</Detail> : null}
                  <MuiDefault variant={name} property="lineHeight" value={style.lineHeight} />
                </TableCell>
                <TableCell>
                  {letterSpacing(style.letterSpacing)}
                  <MuiDefault variant={name} property="letterSpacing" value={style.letterSpacing} />
                </TableCell>
                <TableCell>
                  {String(style.textTransform ?? 'none')}
                  {style.textTransform === undefined ? null : <MuiDefault variant={name} property="textTransform" value={style.textTransform} />}
                </TableCell>
              </TableRow>
            );
          })}
        </TokenTable>
      </TokenSection>
      <TokenSection
        id="type-breakpoints"
        title="Size by breakpoint"
        intro={`The variants whose size changes with the window, over each breakpoint's range of widths. The others keep one size at every width: ${steady.map((variant) => variant.name).join(', ')}.`}
      >
        <TokenTable label="Type sizes by breakpoint" minWidth={820}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Variant</TableCell>
              <TableCell scope="col">How it changes</TableCell>
              {ranges.map((range) => (
                <TableCell key={range.name} scope="col">
                  {range.name}
                  <Detail>from {px(range.from)}</Detail>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {changing.map(({ name, style }) => (
              <TableRow key={name} data-variant={name}>
                <TableCell component="th" scope="row">
                  <Code>{name}</Code>
                </TableCell>
                <TableCell sx={{ maxWidth: 340 }}>{growth(style, html) ?? String(style.fontSize)}</TableCell>
                {ranges.map((range) => (
                  <TableCell key={range.name} data-breakpoint={range.name} sx={{ whiteSpace: 'nowrap' }}>
                    {sizeText(sizeRange(style, range, html))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </TokenTable>
      </TokenSection>
    </TokenPage>
  );
}

const meta = {
  title: 'Foundations/Typography',
  tags: ['stable'],
  component: TypeScale,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The type scale of \`src/theme/typography.ts\` as the built theme has it. *Scale* and *ScaleOnPhone* set a line in each variant at desktop and phone width; *TypeTable* gives every variant the theme defines with its family, size, weight, line height, letter spacing and case, and the size over each breakpoint's range of widths for the variants that follow the window.

**How to use the names in code.** Choose the variant by the text's role and the element by the outline: \`variant="h3"\` with \`component="h2"\`. The theme already renders subtitles and body text as paragraphs. In \`sx\`, \`typography: 'body2'\` gives any element a variant's style; in a style override, \`theme.typography.h3\` is the style object. \`h1\` to \`h3\` are fluid (\`clamp()\`): they grow with the window between the two widths the table gives; every other variant keeps one size.

**Do / Don't.**
- Do: one \`h1\` per page; fix the outline with \`component\`, not with a smaller variant.
- Don't: set a font size or weight beside a variant to make a new one; change or add the variant in \`typography.ts\`, so every section follows.

**Status.** \`caption\`, and the values \`typography.ts\` leaves out (\`subtitle2\`'s line height, \`button\`'s and \`overline\`'s size…), are MUI's defaults; the table marks each. Interaction tests in every story: each sample is drawn at the size the table gives for its width. Axe in both schemes; screenshots in both schemes, *ScaleOnPhone* in light.`,
      },
    },
  },
} satisfies Meta<typeof TypeScale>;
export default meta;

/** Each line is drawn at the size, weight and line height the theme gives its variant at this window width. */
async function linesFollowTheTheme(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const theme = siteTheme('ltr');
  for (const variant of variants) {
    const line = canvas.getByText(`${variant}: Form your US company in as little as 24 hours`);
    const style = (theme.typography as unknown as Record<string, VariantStyle>)[variant];
    const drawn = getComputedStyle(line);
    await expect(Math.abs(Number.parseFloat(drawn.fontSize) - fontSizeAt(style, window.innerWidth, theme.typography.htmlFontSize))).toBeLessThan(0.5);
    await expect(drawn.fontWeight).toBe(String(style.fontWeight));
  }
}

export const Scale: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => linesFollowTheTheme(canvasElement),
};
export const ScaleOnPhone: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => linesFollowTheTheme(canvasElement),
};

/**
 * Every variant with its family, size, weight, line height, letter spacing and case; then the fluid
 * variants' sizes at each breakpoint. Each row's sample is drawn at the size the table gives.
 */
export const TypeTable: StoryObj<typeof meta> = {
  render: () => <TypeTables />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const theme = siteTheme('ltr');
    const html = theme.typography.htmlFontSize;
    const [variantsTable, breakpointsTable] = canvas.getAllByRole('table');
    for (const { name, style } of themeVariants(theme)) {
      const row = within(variantsTable)
        .getByRole('rowheader', { name: new RegExp(`^${name}\\b`) })
        .closest('tr') as HTMLElement;
      await expect(row.querySelector('[data-size]')).toHaveTextContent(String(style.fontSize));
      await expect(row).toHaveTextContent(String(style.lineHeight));
      const sample = getComputedStyle(row.querySelector('[data-sample]') as HTMLElement);
      await expect(Math.abs(Number.parseFloat(sample.fontSize) - fontSizeAt(style, window.innerWidth, html))).toBeLessThan(0.5);
      await expect(sample.fontWeight).toBe(String(style.fontWeight));
    }
    // h1 grows with the window: its row gives its size over each breakpoint's widths.
    const h1 = within(breakpointsTable).getByRole('rowheader', { name: 'h1' }).closest('tr') as HTMLElement;
    for (const range of breakpointRanges(theme.breakpoints.values)) {
      await expect(h1.querySelector(`[data-breakpoint="${range.name}"]`)).toHaveTextContent(sizeText(sizeRange(theme.typography.h1 as VariantStyle, range, html)));
    }
    await expect(h1).toHaveTextContent(/^h1.*up to .* wide/);
  },
};
