import { type ContextType, useContext, useEffect, useState } from 'react';
import { Anchor, Controls, Description, DocsContext, Heading, Subheading, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Args } from '@storybook/react-vite';
import { usePlayQueue } from './playQueue';
import { StoryFrame } from './StoryFrame';
import { argsParam } from './argsParam';
import { docsWidth } from './docsWidth';

type PreparedStory = ReturnType<ContextType<typeof DocsContext>['componentStories']>[number];

/**
 * Storybook's automatic Docs page (title, description, the primary story with its controls, every
 * other story), except that every story is drawn in a frame of its own, as its canvas draws it: at
 * its own width (docsWidth.ts) scaled to the column, so a phone story shows its phone layout and the
 * Header keeps Login and Sign In inside its frame; its play runs there as on its canvas (ContactForm's
 * "Incomplete" shows its four messages). Frames load one at a time as they come into view
 * (playQueue.ts), and afresh when the toolbar changes. The primary story is drawn once, above its
 * controls; a control changed there redraws its frame with the story's address `args` (argsParam.ts).
 */
export function DocsPage() {
  const { componentStories, getStoryContext, channel } = useContext(DocsContext);
  const stories = componentStories().filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  const [primary, ...others] = stories;
  const toolbar = stories.length ? JSON.stringify(getStoryContext(stories[0]).globals) : '';
  const queue = usePlayQueue(toolbar);
  const [primaryArgs, setPrimaryArgs] = useState<Args | undefined>();
  useEffect(() => {
    if (!primary) return;
    const changed = ({ storyId, args }: { storyId: string; args: Args }) => storyId === primary.id && setPrimaryArgs(args);
    channel.on('storyArgsUpdated', changed);
    return () => channel.off('storyArgsUpdated', changed);
  }, [channel, primary]);

  const framed = (story: PreparedStory, args?: string) => (
    <div className="sb-unstyled" style={{ margin: '25px 0 40px', border: '1px solid rgba(38, 85, 115, 0.15)', borderRadius: 4, overflow: 'hidden' }}>
      <StoryFrame
        key={`${queue.toolbar} ${args ?? ''}`}
        storyId={story.id}
        name={story.name}
        globals={getStoryContext(story).globals}
        width={docsWidth(story)}
        args={args}
        fixedHeight={(story.parameters.docs as { story?: { height?: string } } | undefined)?.story?.height}
        start={queue.isStarted(story.id)}
        onInView={() => queue.inView(story.id)}
        onPlayed={() => queue.played(story.id)}
      />
    </div>
  );
  if (!primary) return <Title />;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {others.length ? null : <Description of="story" />}
      {/* Named as Storybook's own Primary block names it, so a link (and a check) finds the primary story. */}
      <Anchor storyId={`primary--${primary.id}`}>{framed(primary, primaryArgs && argsParam(primaryArgs, primary.initialArgs))}</Anchor>
      <Controls />
      {others.length ? <Heading>Stories</Heading> : null}
      {others.map((story) => (
        <Anchor key={story.id} storyId={story.id}>
          <Subheading>{story.name}</Subheading>
          <Description of={story.moduleExport} />
          {framed(story)}
        </Anchor>
      ))}
    </>
  );
}
