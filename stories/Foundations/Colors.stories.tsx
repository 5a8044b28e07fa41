import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colorSchemes } from '../../src/theme/colorSchemes';
import { siteTheme } from '../../src/theme/theme';
import * as tokens from '../../src/theme/tokens';
import { contrastRatio } from './contrast';
import { Code, Detail, TokenPage, TokenSection, TokenTable, cssVarName, valueAt } from './tokenParts';

type Scheme = 'light' | 'dark';

/** Text/background pairs the site uses, with their contrast in each scheme (AA needs 4.5). */
function pairs(scheme: Scheme) {
  const p = colorSchemes[scheme].palette as Record<string, Record<string, string>>;
  return [
    { name: 'Text on page', fg: p.text.primary, bg: p.background.default },
    { name: 'Secondary text on page', fg: p.text.secondary, bg: p.background.default },
    { name: 'Text on paper', fg: p.text.primary, bg: p.background.paper },
    { name: 'Secondary text on paper', fg: p.text.secondary, bg: p.background.paper },
    { name: 'Primary button', fg: p.primary.contrastText, bg: p.primary.main },
    { name: 'Secondary button', fg: p.secondary.contrastText, bg: p.secondary.main },
    { name: 'Link on page', fg: p.primary.main, bg: p.background.default },
    { name: 'Accent on page', fg: p.brand.accent, bg: p.background.default },
    { name: 'Text on brand band', fg: p.brand.onSurface, bg: p.brand.surface },
  ];
}

function SchemeColumn({ scheme }: { scheme: Scheme }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2, textTransform: 'capitalize' }}>
        {scheme}
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pairs(scheme).map((pair) => {
          const ratio = contrastRatio(pair.fg, pair.bg);
          return (
            <Box
              component="li"
              key={pair.name}
              data-ratio={ratio.toFixed(2)}
              sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 2, borderRadius: 1, color: pair.fg, bgcolor: pair.bg, border: '1px solid', borderColor: 'divider' }}
            >
              <span>{pair.name}</span>
              <span>
                {pair.fg} on {pair.bg} · {ratio.toFixed(2)}:1
              </span>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function ColourPairs() {
  return (
    <Box sx={{ p: 4, bgcolor: 'background.default' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Colours
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>Every text colour on every surface it is used on, with its WCAG contrast ratio in both schemes.</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <SchemeColumn scheme="light" />
        <SchemeColumn scheme="dark" />
      </Stack>
    </Box>
  );
}

type Scale = Record<string, string>;

function isScale(value: unknown): value is Scale {
  return typeof value === 'object' && value !== null && Object.values(value).every((step) => typeof step === 'string' && /^#[0-9a-f]{6}$/i.test(step));
}

/** Every colour scale tokens.ts exports (`navy`, `blue`…), alphabetically as a module namespace lists them: a new scale shows up by itself. */
const scales = Object.entries(tokens).flatMap(([name, value]) => (isScale(value) ? [{ name, steps: Object.entries(value) }] : []));

const schemes = ['light', 'dark'] as const;

/** The scale step a colour is, by value (`navy[900]`), if it is one. */
function tokenName(colour: string) {
  for (const scale of scales) {
    const step = scale.steps.find(([, hex]) => hex.toUpperCase() === colour.toUpperCase());
    if (step) return `${scale.name}[${step[0]}]`;
  }
  return undefined;
}

type AnyTheme = ReturnType<typeof siteTheme>;

/** The semantic names pages use in sx, in the order of the table; the brand keys are the ones the theme defines. */
function semanticNames(theme: AnyTheme) {
  const brand = Object.keys(theme.colorSchemes.light?.palette.brand ?? {}).map((key) => `brand.${key}`);
  return [
    ...['main', 'light', 'dark', 'contrastText'].map((key) => `primary.${key}`),
    ...['main', 'light', 'dark', 'contrastText'].map((key) => `secondary.${key}`),
    'text.primary',
    'text.secondary',
    'background.default',
    'background.paper',
    'divider',
    'success.main',
    'error.main',
    'warning.main',
    'info.main',
    ...brand,
  ];
}

/** A semantic colour in one scheme as the built theme has it (MUI's defaults included). */
function schemeColour(theme: AnyTheme, scheme: (typeof schemes)[number], name: string) {
  return String(valueAt(theme.colorSchemes[scheme]?.palette, name));
}

/** Whether colorSchemes.ts sets the colour, or MUI filled it in. */
function setInColorSchemes(scheme: (typeof schemes)[number], name: string) {
  return valueAt(colorSchemes[scheme].palette, name) !== undefined;
}

function Swatch({ colour, size }: { colour: string; size: number }) {
  return <Box data-swatch aria-hidden sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1, bgcolor: colour, border: '1px solid', borderColor: 'divider' }} />;
}

function ScaleSwatches() {
  const theme = useTheme() as AnyTheme;
  const names = semanticNames(theme);
  const usedAs = (hex: string) =>
    schemes.flatMap((scheme) => {
      const roles = names.filter((name) => schemeColour(theme, scheme, name).toUpperCase() === hex.toUpperCase());
      return roles.length > 0 ? [`${scheme === 'light' ? 'Light' : 'Dark'}: ${roles.join(', ')}`] : [];
    });
  return (
    <TokenPage title="Colour scales" intro="Every step of every scale in src/theme/tokens.ts, named as code imports it, with the semantic colours it stands for in each scheme.">
      {scales.map((scale) => (
        <TokenSection key={scale.name} id={`scale-${scale.name}`} title={scale.name} intro={`import { ${scale.name} } from 'src/theme/tokens'`}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
            {scale.steps.map(([step, hex]) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Swatch colour={hex} size={56} />
                <Box sx={{ minWidth: 0 }}>
                  <Code>{`${scale.name}[${step}]`}</Code>
                  <Typography variant="body2">{hex}</Typography>
                  {usedAs(hex).map((line) => (
                    <Detail key={line}>{line}</Detail>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </TokenSection>
      ))}
    </TokenPage>
  );
}

function SchemeCell({ theme, scheme, name }: { theme: AnyTheme; scheme: (typeof schemes)[number]; name: string }) {
  const colour = schemeColour(theme, scheme, name);
  const token = tokenName(colour);
  return (
    <TableCell data-scheme={scheme}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Swatch colour={colour} size={28} />
        <Box>
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {colour.toUpperCase()}
          </Typography>
          {setInColorSchemes(scheme, name) ? token ? <Detail>= {token}</Detail> : null : <Detail>MUI default</Detail>}
        </Box>
      </Box>
    </TableCell>
  );
}

function SemanticTable() {
  const theme = useTheme() as AnyTheme;
  return (
    <TokenPage
      title="Semantic colours"
      intro="The palette of src/theme/colorSchemes.ts as the built theme has it, light and dark side by side: the name to write in sx, and the CSS variable that carries it and switches with the scheme."
    >
      <TokenTable label="Semantic colours in light and dark" minWidth={760} columns={['Name in sx', 'CSS variable', 'Light', 'Dark']}>
        {semanticNames(theme).map((name) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              <Code>{name}</Code>
            </TableCell>
            <TableCell data-css-var>{cssVarName(String(valueAt(theme.vars.palette, name)))}</TableCell>
            {schemes.map((scheme) => (
              <SchemeCell key={scheme} theme={theme} scheme={scheme} name={name} />
            ))}
          </TableRow>
        ))}
      </TokenTable>
    </TokenPage>
  );
}

const meta = {
  title: 'Foundations/Colours',
  tags: ['stable'],
  component: ColourPairs,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The site's colours under the names code uses: every step of the scales in \`src/theme/tokens.ts\` (*Scales*), the semantic palette of \`src/theme/colorSchemes.ts\` in light and dark side by side (*SemanticPalette*), and every text colour on each surface it sits on, with its contrast (*ContrastPairs*). Every value is read from the theme, so the page cannot drift from the code.

**How to use the names in code.** In \`sx\`, write the semantic name: \`color: 'text.primary'\`, \`bgcolor: 'background.paper'\`, \`borderColor: 'divider'\`, \`bgcolor: 'brand.surface'\`; it follows the scheme. Outside \`sx\` (a style override, an SVG fill) use its CSS variable, \`var(--sb-palette-text-primary)\`, or \`theme.vars.palette.text.primary\`. A scale step (\`navy[900]\`, imported from \`src/theme/tokens\`) is for defining the palette, or for a colour that must not follow the scheme (the focus ring).

**Do / Don't.**
- Do: when no semantic name fits, add one to \`colorSchemes.ts\` in both schemes and add its text/surface pair to *ContrastPairs*.
- Don't: write a hex into a section.

**Status.** \`warning\` and \`info\` are not set in \`colorSchemes.ts\`: they are MUI's defaults, marked so on *SemanticPalette*. Interaction tests in every story; axe and screenshots in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof ColourPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContrastPairs: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows.length).toBe(18);
    for (const row of rows) {
      await expect(Number(row.dataset.ratio)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

/** Hex #rrggbb as the browser reports a computed colour. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Every step of every scale, named as code imports it (`navy[900]`), with its hex beside its swatch. */
export const Scales: Story = {
  render: () => <ScaleSwatches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(scales.reduce((sum, scale) => sum + scale.steps.length, 0));
    for (const scale of scales) {
      await expect(canvas.getByRole('heading', { name: scale.name })).toBeVisible();
      for (const [step, hex] of scale.steps) {
        const item = canvas.getByText(`${scale.name}[${step}]`).closest('li') as HTMLElement;
        await expect(item).toHaveTextContent(hex);
        await expect(getComputedStyle(item.querySelector('[data-swatch]') as HTMLElement).backgroundColor).toBe(rgb(hex));
      }
    }
  },
};

/**
 * The semantic palette in light and dark side by side, each colour with its sx name and its CSS
 * variable; the variable really holds the scheme's colour on the page.
 */
export const SemanticPalette: Story = {
  render: () => <SemanticTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const theme = siteTheme('ltr');
    const shown = document.documentElement.hasAttribute('data-dark') ? 'dark' : 'light';
    for (const name of semanticNames(theme)) {
      const row = canvas.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
      for (const scheme of schemes) {
        const cell = row.querySelector(`[data-scheme="${scheme}"]`) as HTMLElement;
        await expect(cell).toHaveTextContent(schemeColour(theme, scheme, name).toUpperCase());
      }
      const variable = (row.querySelector('[data-css-var]') as HTMLElement).textContent ?? '';
      await expect(variable).toBe(`--sb-palette-${name.replace('.', '-')}`);
      const live = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
      await expect(live.toUpperCase()).toBe(schemeColour(theme, shown, name).toUpperCase());
    }
    await expect(canvas.getByRole('rowheader', { name: 'warning.main' }).closest('tr')).toHaveTextContent('MUI default');
  },
};
