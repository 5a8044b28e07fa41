import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, radius, reviewWidths } from '../../src/theme/tokens';

function Tokens() {
  return (
    <Box sx={{ p: 4, bgcolor: 'background.default', color: 'text.primary' }}>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        Spacing (8 px steps)
      </Typography>
      <Stack spacing={1} sx={{ mb: 5 }}>
        {[1, 2, 3, 4, 6, 8, 12].map((step) => (
          <Stack key={step} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ width: 120 }}>spacing({step}) = {step * 8}px</Typography>
            <Box sx={{ width: step * 8, height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }} />
          </Stack>
        ))}
      </Stack>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Radius
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 5 }}>
        {Object.entries(radius).map(([name, value]) => (
          <Box key={name} sx={{ width: 96, height: 64, borderRadius: `${value}px`, border: '2px solid', borderColor: 'primary.main', display: 'grid', placeItems: 'center' }}>
            {name} {value}px
          </Box>
        ))}
      </Stack>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Breakpoints and review widths
      </Typography>
      <Box component="ul" sx={{ m: 0 }}>
        {Object.entries(breakpoints).map(([name, value]) => (
          <li key={name}>
            {name}: from {value}px
          </li>
        ))}
        {Object.entries(reviewWidths).map(([name, value]) => (
          <li key={name}>
            Review width {name}: {value}px
          </li>
        ))}
      </Box>
    </Box>
  );
}

const meta = { title: 'Foundations/Spacing and breakpoints', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;
export const All: StoryObj<typeof meta> = {};
