import type { TestContext } from 'vitest';
import { foreignFonts, loadDeclaredFonts } from './checkFonts';
import { sidewaysOverflow } from './sidewaysOverflow';

/** A story in the Spanish or Arabic run, after its play: no sideways scroll, every glyph in a site font. */
export async function checkInLanguage(context: TestContext & { story?: { parameters: { visual?: { disable?: boolean } } } }) {
  if (!context.story || context.task.result?.state === 'fail' || context.story.parameters.visual?.disable) return;
  await loadDeclaredFonts();
  context.expect(await foreignFonts(), 'text drawn with a font the site does not serve').toEqual([]);
  context.expect(sidewaysOverflow(), `sideways scroll at the story's width (${window.innerWidth} px)`).toBeNull();
}
