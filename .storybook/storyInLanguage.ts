import { type Args, composeStories, type StoryContext } from '@storybook/react-vite';
import storyFiles from 'virtual:stories-in-languages';

type StoryFile = Parameters<typeof composeStories>[0];

/** The test runner composes each story itself, without Storybook's file name: its setup tells us the file. */
let runnerFile: () => string | undefined = () => undefined;
export function findStoryFileWith(find: () => string | undefined) {
  runnerFile = find;
}

/**
 * A story's args in another language: the args the same story gets from its file built in that
 * language (storiesInLanguages.ts). The file's content imports are then that language's modules,
 * as a page built in that language has them, so every word an arg holds, and every arg the file
 * derives from content, is in that language; a play reads `args.labels.email` and finds the field
 * in every language. Args set in Controls stay as set.
 */
export async function argsInLanguage(context: StoryContext, slug: string): Promise<Args> {
  const file = (context.parameters.fileName as string | undefined)?.replace(/^\./, '') ?? runnerFile();
  const files = storyFiles[slug] ?? {};
  const key = file && Object.keys(files).find((candidate) => file.endsWith(candidate));
  if (!key) throw new Error(`Story ${context.id}: no story file ${file ?? '(unknown)'} built in ${slug}`);
  const story = Object.values(composeStories((await files[key]()) as StoryFile)).find((composed) => composed.id === context.id);
  if (!story) throw new Error(`Story ${context.id}: not in ${key} built in ${slug}`);
  const args: Args = { ...context.args };
  for (const [name, value] of Object.entries(story.args)) {
    if (args[name] === context.initialArgs[name]) args[name] = value;
  }
  return args;
}
