import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Eyebrow } from '../Eyebrow';

export interface SectionHeadingProps {
  /** The title's id, for the section's `labelledBy`. */
  id?: string;
  /** A few words above the title ('Our Services'). */
  eyebrow?: string;
  title: string;
  /** A sentence or two under the title. */
  text?: string;
  align?: 'left' | 'center';
  /** On a brand (dark) band the eyebrow and text switch to its light tones. */
  onBrand?: boolean;
  /** h1 only where the section opens the page. */
  level?: 'h1' | 'h2';
}

/** The eyebrow, title and text a section opens with. */
export function SectionHeading({ id, eyebrow, title, text, align = 'center', onBrand = false, level = 'h2' }: SectionHeadingProps) {
  return (
    <Stack spacing={1.5} sx={{ textAlign: align, alignItems: align === 'center' ? 'center' : 'flex-start', mb: { xs: 5, md: 7 } }}>
      {eyebrow ? <Eyebrow onBrand={onBrand}>{eyebrow}</Eyebrow> : null}
      <Typography id={id} variant="h2" component={level} sx={{ maxWidth: 760 }}>
        {title}
      </Typography>
      {text ? (
        <Typography variant="subtitle1" sx={{ maxWidth: 680, color: onBrand ? 'inherit' : 'text.secondary', opacity: onBrand ? 0.85 : 1 }}>
          {text}
        </Typography>
      ) : null}
    </Stack>
  );
}
