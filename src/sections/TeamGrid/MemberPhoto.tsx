import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '../../types/content';

/** A portrait at its real proportions (480x560), so nothing shifts while it loads. */
export function MemberPhoto({ image, sx }: { image: Image; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      sx={[{ display: 'block', width: '100%', height: 'auto', bgcolor: 'brand.tint' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
