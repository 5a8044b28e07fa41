export type Scheme = 'light' | 'dark';

export interface CapturedStory {
  id: string;
  globals?: { locale?: string; viewport?: { value?: string } };
}

/**
 * The schemes a story is photographed in. Every story is still checked by axe in both schemes; a
 * picture is kept where it is the only one to show something:
 * - a section's story at desktop width, in light and in dark: each state's colours;
 * - a Phone or Tablet variant, in light: the layout at that width (its dark colours are the desktop
 *   dark picture's);
 * - an Arabic story, in light, at each width it declares: the mirrored layout;
 * - a page, in light: how its sections fit together (each section has its own dark pictures).
 * This keeps the baselines a reviewer reads, and the repository, about half as heavy as a picture of
 * every story in every scheme.
 */
export function capturedSchemes(story: CapturedStory): Scheme[] {
  const narrow = story.globals?.viewport?.value === 'phone' || story.globals?.viewport?.value === 'tablet';
  const translated = (story.globals?.locale ?? 'en') !== 'en';
  const page = story.id.startsWith('pages-');
  return narrow || translated || page ? ['light'] : ['light', 'dark'];
}
