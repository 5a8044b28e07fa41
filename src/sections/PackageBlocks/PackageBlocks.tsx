import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { rounded } from '../../theme/tokens';
import type { PackageBlock, PackageIcon } from '../../types/content';

export interface PackageBlocksProps {
  /** The cards in order, two to a row on desktop: icon, h2 title, one sentence and a checklist. */
  packages: PackageBlock[];
}

const icons: Record<PackageIcon, SvgIconComponent> = {
  package: Inventory2Icon,
  support: SupportAgentIcon,
};

/** What every order includes, side by side: the all-inclusive package and lifetime support. */
export function PackageBlocks({ packages }: PackageBlocksProps) {
  return (
    <Section background="paper">
      <Grid container spacing={{ xs: 3, md: 4 }}>
        {packages.map((block) => {
          const Icon = icons[block.icon];
          const titleId = `package-${block.id}-title`;
          return (
            <Grid key={block.id} size={{ xs: 12, md: 6 }}>
              {/* Each block is a heading of the page on its own (it follows the h1 of the banner). */}
              <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', p: { xs: 3, sm: 5 } }}>
                <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', mb: 2.5 }}>
                  <Box
                    aria-hidden
                    sx={{
                      flexShrink: 0,
                      width: 64,
                      height: 64,
                      borderRadius: rounded('round'),
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'brand.tint',
                      color: 'primary.main',
                    }}
                  >
                    <Icon sx={{ fontSize: 32 }} />
                  </Box>
                  <Typography id={titleId} variant="h3" component="h2">
                    {block.title}
                  </Typography>
                </Stack>
                <Typography sx={{ color: 'text.secondary', mb: 3 }}>{block.text}</Typography>
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {block.items.map((item) => (
                    <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                      <CheckCircleIcon aria-hidden sx={{ color: 'primary.main', fontSize: 22, mt: '3px' }} />
                      <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Section>
  );
}
