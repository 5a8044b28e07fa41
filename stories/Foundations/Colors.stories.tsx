import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colorSchemes } from '../../src/theme/colorSchemes';
import { contrastRatio } from './contrast';

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
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        Every text colour on every surface it is used on, with its WCAG contrast ratio in both schemes.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <SchemeColumn scheme="light" />
        <SchemeColumn scheme="dark" />
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: ColourPairs,
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
