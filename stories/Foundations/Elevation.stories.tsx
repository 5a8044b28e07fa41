import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteTheme } from '../../src/theme/theme';
import { Code, Detail, TokenPage, cssVarName } from './tokenParts';

type AnyTheme = ReturnType<typeof siteTheme>;

/**
 * The entries of theme.shadows the site uses, and where: `boxShadow: n` and `elevation={n}` in
 * src/, and the elevations of the MUI components it uses (Fab, Dialog).
 */
const levels: { index: number; usedBy: string[] }[] = [
  { index: 0, usedBy: ['Paper, cards and accordions at rest (the theme sets elevation 0)', 'the header while transparent', 'buttons (disableElevation)'] },
  { index: 3, usedBy: ['the header once it sticks'] },
  { index: 6, usedBy: ['cards on hover (blog, team, services, projects, service list)', 'the language suggestion', 'the video play button', 'the scroll-to-top button (MUI Fab)'] },
  { index: 8, usedBy: ['the video frame', 'the highlighted pricing plan', 'header menus (MenuPopover)'] },
  { index: 12, usedBy: ['the scroll-to-top button while pressed (MUI Fab)'] },
  { index: 16, usedBy: ['the phone menu and contact panel (DrawerDialog)'] },
  { index: 24, usedBy: ['search (SearchOverlay)', 'the video dialog (MUI Dialog)'] },
];

/** A shadow's layers, one per line: split at the commas between layers, not inside rgba(). */
function layers(shadow: string) {
  return shadow === 'none' ? [shadow] : shadow.split(/,(?![^(]*\))/).map((layer) => layer.trim());
}

function Levels() {
  const theme = useTheme() as AnyTheme;
  return (
    <TokenPage
      title="Elevation"
      intro="The entries of the theme's shadows that the site uses, each on a card with its index: the number to write in sx or on elevation, its CSS variable, where the site uses it and its value."
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: 5 }}>
        {levels.map(({ index, usedBy }) => (
          <Box component="li" key={index} data-level={index} aria-labelledby={`elevation-${index}`} sx={{ p: 3, borderRadius: 1.5, bgcolor: 'background.paper', boxShadow: index }}>
            <Typography id={`elevation-${index}`} variant="h5" component="h2" sx={{ mb: 1 }}>
              Elevation {index}
            </Typography>
            <Typography variant="body2">
              <Code nowrap>boxShadow: {index}</Code> or <Code nowrap>elevation={`{${index}}`}</Code>
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              var(<Code>{cssVarName(theme.vars.shadows[index])}</Code>)
            </Typography>
            <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
              {usedBy.map((use) => (
                <Typography key={use} component="li" variant="body2">
                  {use}
                </Typography>
              ))}
            </Box>
            <Box data-value>
              {layers(theme.shadows[index]).map((layer) => (
                <Detail key={layer}>{layer}</Detail>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </TokenPage>
  );
}

const meta = {
  title: 'Foundations/Elevation',
  tags: ['stable'],
  component: Levels,
  parameters: {
    docs: {
      description: {
        component: `**What it is for.** The entries of \`theme.shadows\` (MUI's 25-step scale, which the site keeps as it is) that the site actually uses, each on a card with its index, where it is used and its value.

**How to use the names in code.** In \`sx\`, a number is an index into the scale: \`boxShadow: 6\`. On Paper, Card and AppBar, \`elevation={6}\` does the same. In a style override, \`theme.vars.shadows[6]\`, which is the CSS variable \`var(--sb-shadows-6)\`.

**Do / Don't.**
- Do: pick the level by what it lifts: 3 for a bar over the page, 6 for a card under the pointer or a small floating notice, 8 for menus and highlighted content, 16 for side panels, 24 for dialogs.
- Don't: write a shadow of your own; the banner picture and the brand film are the only places that do.

**Status.** The shadows are black in both schemes, so on the dark page they show little; MUI's dark-scheme overlay that would lighten raised Paper is off (the theme sets Paper's \`backgroundImage\` to \`none\`). Interaction test: each card wears the shadow it names. Axe and screenshots in both schemes.`,
      },
    },
  },
} satisfies Meta<typeof Levels>;
export default meta;

/** The levels in use, each card wearing its own shadow. */
export const UsedLevels: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const theme = siteTheme('ltr');
    for (const { index } of levels) {
      const card = canvas.getByRole('listitem', { name: `Elevation ${index}` });
      await expect(card).toHaveTextContent(`boxShadow: ${index}`);
      await expect(card).toHaveTextContent(`--sb-shadows-${index}`);
      await expect(card.querySelector('[data-value]')).toHaveTextContent(layers(theme.shadows[index]).join(''));
      const drawn = getComputedStyle(card).boxShadow;
      await expect(drawn === 'none' ? 0 : drawn.split(/,(?![^(]*\))/).length).toBe(index === 0 ? 0 : layers(theme.shadows[index]).length);
    }
  },
};
