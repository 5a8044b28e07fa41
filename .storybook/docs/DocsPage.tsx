import { type ContextType, useContext } from 'react';
import { Anchor, Controls, Description, DocsContext, DocsStory, Heading, Primary, Subheading, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { usePlayQueue } from './playQueue';
import { StoryFrame } from './StoryFrame';

type PreparedStory = ReturnType<ContextType<typeof DocsContext>['componentStories']>[number];

const hasPlay = (story: PreparedStory) => Boolean(story.playFunction);

/**
 * Storybook's automatic Docs page (title, description, the primary story with its controls, every
 * story), except that a story with a play function is shown in its own frame, where its play runs as
 * on its canvas: ContactForm's "Incomplete" shows its four messages here too. The frames run their
 * plays one at a time as they come into view (playQueue.ts), and afresh when the toolbar changes.
 * Stories without a play stay inline, as Storybook draws them.
 */
export function DocsPage() {
  const { componentStories, getStoryContext } = useContext(DocsContext);
  const stories = componentStories().filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  const toolbar = stories.length ? JSON.stringify(getStoryContext(stories[0]).globals) : '';
  const queue = usePlayQueue(toolbar);
  const framed = (story: PreparedStory) => (
    <div className="sb-unstyled" style={{ margin: '25px 0 40px', border: '1px solid rgba(38, 85, 115, 0.15)', borderRadius: 4, overflow: 'hidden' }}>
      <StoryFrame
        key={queue.toolbar}
        storyId={story.id}
        name={story.name}
        globals={getStoryContext(story).globals}
        viewport={(story.storyGlobals.viewport as { value?: string } | undefined)?.value}
        fixedHeight={(story.parameters.docs as { story?: { height?: string } } | undefined)?.story?.height}
        start={queue.isStarted(story.id)}
        onInView={() => queue.inView(story.id)}
        onPlayed={() => queue.played(story.id)}
      />
    </div>
  );
  if (stories.length === 1) {
    return (
      <>
        <Title />
        <Subtitle />
        <Description of="meta" />
        <Description of="story" />
        {hasPlay(stories[0]) ? framed(stories[0]) : <Primary />}
        <Controls />
      </>
    );
  }
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Controls />
      <Heading>Stories</Heading>
      {stories.map((story) =>
        hasPlay(story) ? (
          <Anchor key={story.id} storyId={story.id}>
            <Subheading>{story.name}</Subheading>
            <Description of={story.moduleExport} />
            {framed(story)}
          </Anchor>
        ) : (
          <DocsStory key={story.id} of={story.moduleExport} expanded />
        ),
      )}
    </>
  );
}
