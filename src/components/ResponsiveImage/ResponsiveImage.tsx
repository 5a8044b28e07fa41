import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../../types/content';

export type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** From the content: the file, its words and its size (which reserves the space before it loads). */
  image: Image;
  /** The width the image is drawn at, per breakpoint: with the image's narrower copies, a phone downloads what it shows. */
  sizes?: string;
  sx?: SxProps<Theme>;
};

/**
 * A picture of the content as an <img>: its own width and height (no shift while it loads), its
 * narrower copies where it has some, and lazy unless told otherwise (`loading="eager"` for what is in
 * view at once or clipped by a carousel track, where a lazy image would never load).
 * `alt=""` marks a picture that repeats what its text says.
 */
export function ResponsiveImage({ image, sizes, alt = image.alt, loading = 'lazy', sx, ...rest }: ResponsiveImageProps) {
  return <Box component="img" src={image.src} srcSet={image.srcSet} sizes={image.srcSet ? sizes : undefined} alt={alt} width={image.width} height={image.height} loading={loading} sx={sx} {...rest} />;
}
