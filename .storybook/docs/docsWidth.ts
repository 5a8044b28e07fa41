import { viewports } from '../modes';

interface StoryLike {
  id: string;
  storyGlobals: Record<string, unknown>;
}

/**
 * The width a story is drawn at in its Docs frame, before the frame is scaled to the column: the
 * viewport the story sets (a phone story at 375 px, the open desktop menu at 1,440 px); a section or
 * a page that sets none at desktop width, as its baselines and the site's laptops show it; a shared
 * part or a token page at the column's own width (undefined), as it fills whatever holds it.
 */
export function docsWidth(story: StoryLike): number | undefined {
  const viewport = (story.storyGlobals.viewport as { value?: string } | undefined)?.value ?? (/^(sections|pages)-/.test(story.id) ? 'desktop' : undefined);
  if (!viewport || !(viewport in viewports)) return undefined;
  return Number.parseInt(viewports[viewport as keyof typeof viewports].styles.width, 10);
}
