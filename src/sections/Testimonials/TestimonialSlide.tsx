import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Prerendered } from '../../platform';
import type { Testimonial } from '../../types/content';

export interface TestimonialSlideProps {
  testimonial: Testimonial;
  /** 'N of M', the slide's name for assistive technology. */
  label: string;
  showPhoto: boolean;
}

/** One quote: the words, then who said them. */
export function TestimonialSlide({ testimonial, label, showPhoto }: TestimonialSlideProps) {
  const photo = showPhoto ? testimonial.image : undefined;
  return (
    <Box role="group" aria-roledescription="slide" aria-label={label} sx={{ flex: '0 0 100%', minWidth: 0, px: { xs: 1, sm: 4 } }}>
      {/* The quote only shows: the carousel around it is what needs code. */}
      <Prerendered>
        <Box component="figure" sx={{ m: 0, mx: 'auto', maxWidth: 820, textAlign: 'center' }}>
          <FormatQuoteRounded aria-hidden sx={{ fontSize: 56, color: 'brand.accent' }} />
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' }, lineHeight: 1.6 }}>{testimonial.text}</Typography>
          </Box>
          <Stack component="figcaption" direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center', alignItems: 'center', textAlign: photo ? 'left' : 'center' }}>
            {photo ? (
              // Not lazy: slides sit in an overflow-clipped track, where a lazy image would wait for ever.
              <Avatar src={photo.src} alt={photo.alt} slotProps={{ img: { width: photo.width, height: photo.height, loading: 'eager' } }} sx={{ width: 64, height: 64 }} />
            ) : null}
            <div>
              <Typography component="p" variant="h6">
                {testimonial.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {testimonial.designation}
              </Typography>
            </div>
          </Stack>
        </Box>
      </Prerendered>
    </Box>
  );
}
