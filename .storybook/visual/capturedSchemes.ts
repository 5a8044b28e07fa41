export type Scheme = 'light' | 'dark';

export interface CapturedStory {
  id: string;
  name: string;
  globals?: { locale?: string; viewport?: { value?: string } };
  parameters: { visual?: { schemes?: Scheme[] } };
}

/**
 * The schemes a story is photographed in. Every story is still checked by axe in both schemes; a
 * picture is kept where it is the only one to show something:
 * - a section's first story (its Playground) at desktop width, in light and in dark: the section's
 *   colours in each scheme;
 * - every other section story at desktop width, in light: that state's layout and content;
 * - a Phone or Tablet variant, in light: the layout at that width;
 * - a story in another language, in light, at phone width (`visual.widths`): the mirrored or longer text;
 * - a page, in light: how its sections fit together;
 * - a Foundations or Patterns story, in light and dark: a token or shared part in each scheme.
 * A desktop-width story in English names its own with `parameters.visual.schemes`: a section's first
 * story that is not called Playground, or a state that brings colours of its own (an error, a warning,
 * an open panel), takes both; a home page, shown whole by its Phone story, takes none at desktop width
 * (each of its sections has its own desktop pictures). Variants that spread such a story keep the
 * rule for their width and language.
 * This keeps the baselines within their budget (scripts/visual/baselines.test.ts).
 */
export function capturedSchemes(story: CapturedStory): Scheme[] {
  const narrow = story.globals?.viewport?.value === 'phone' || story.globals?.viewport?.value === 'tablet';
  const translated = (story.globals?.locale ?? 'en') !== 'en';
  if (narrow || translated) return ['light'];
  if (story.parameters.visual?.schemes) return story.parameters.visual.schemes;
  if (story.id.startsWith('pages-')) return ['light'];
  if (story.id.startsWith('sections-')) return story.name === 'Playground' ? ['light', 'dark'] : ['light'];
  return ['light', 'dark'];
}
