import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rounded } from '../../theme/tokens';
import type { SellingPoint, SellingPointIcon } from '../../types/content';

const icons: Record<SellingPointIcon, typeof GroupsOutlined> = {
  staff: GroupsOutlined,
  guarantee: VerifiedOutlined,
  idea: EmojiObjectsOutlined,
};

/** One reason to choose us: icon, title (with its figure, if any) and a sentence. */
export function SellingPointItem({ point }: { point: SellingPoint }) {
  const Icon = icons[point.icon];
  return (
    <Stack direction="row" spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        sx={{
          flexShrink: 0,
          width: 56,
          height: 56,
          borderRadius: rounded('round'),
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'brand.tint',
          color: 'primary.main',
        }}
      >
        <Icon aria-hidden />
      </Box>
      <div>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.75 }}>
          <Typography variant="h5" component="h3">
            {point.title}
          </Typography>
          {point.figure ? (
            <Typography component="span" variant="h5" sx={{ color: 'brand.accent' }}>
              {point.figure}
              {point.figureSuffix}
            </Typography>
          ) : null}
        </Stack>
        <Typography sx={{ color: 'text.secondary' }}>{point.text}</Typography>
      </div>
    </Stack>
  );
}
