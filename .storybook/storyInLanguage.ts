import type { ComponentType } from 'react';
import { type Args, composeStories, type StoryContext } from '@storybook/react-vite';
import storyFiles from 'virtual:stories-in-languages';
import type { StoryRouterLoader } from './StoryRouter';

type StoryFile = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStories<StoryFile>>[string];

/** The test runner composes each story itself, without Storybook's file name: its setup tells us the file. */
let runnerFile: () => string | undefined = () => undefined;
export function findStoryFileWith(find: () => string | undefined) {
  runnerFile = find;
}

/** The same story from its file built in another language (storiesInLanguages.ts). */
async function storyInLanguage(context: StoryContext, slug: string): Promise<{ story: ComposedStory; file: StoryFile }> {
  const file = (context.parameters.fileName as string | undefined)?.replace(/^\./, '') ?? runnerFile();
  const files = storyFiles[slug] ?? {};
  const key = file && Object.keys(files).find((candidate) => file.endsWith(candidate));
  if (!key) throw new Error(`Story ${context.id}: no story file ${file ?? '(unknown)'} built in ${slug}`);
  const loaded = (await files[key]()) as StoryFile;
  const story = Object.values(composeStories(loaded)).find((composed) => composed.id === context.id);
  if (!story) throw new Error(`Story ${context.id}: not in ${key} built in ${slug}`);
  return { story, file: loaded };
}

/** A page in another language: its component and route loader from its story file built in that language. */
export interface PageInLanguage {
  component: ComponentType<Args>;
  loader?: StoryRouterLoader;
}

/**
 * A story's args in another language: the args the same story gets from its file built in that
 * language (storiesInLanguages.ts). The file's content imports are then that language's modules,
 * as a page built in that language has them, so every word an arg holds, and every arg the file
 * derives from content, is in that language; a play reads `args.labels.email` and finds the field
 * in every language. Args set in Controls stay as set.
 *
 * A page (`stories/Pages/`) reads its words from content modules, not from args: its file built in
 * another language has the page, its sections and their parts built in it too (pagesInLanguages.ts),
 * and `page` is that page, which the preview's render draws instead of the English one.
 */
export async function storyArgsInLanguage(context: StoryContext, slug: string): Promise<{ args: Args; page?: PageInLanguage }> {
  const { story, file } = await storyInLanguage(context, slug);
  const args: Args = { ...context.args };
  for (const [name, value] of Object.entries(story.args)) {
    if (args[name] === context.initialArgs[name]) args[name] = value;
  }
  const component = (file.default as { component?: ComponentType<Args> }).component;
  const page = context.id.startsWith('pages-') && component ? { component, loader: story.parameters.loader as StoryRouterLoader | undefined } : undefined;
  return { args, page };
}
