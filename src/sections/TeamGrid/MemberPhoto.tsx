import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '../../types/content';
import { ResponsiveImage } from '../../components/ResponsiveImage';

/** A portrait at its real proportions (480x560), so nothing shifts while it loads. */
export function MemberPhoto({ image, sx }: { image: Image; sx?: SxProps<Theme> }) {
  return <ResponsiveImage image={image} sx={[{ display: 'block', width: '100%', height: 'auto', bgcolor: 'brand.tint' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
