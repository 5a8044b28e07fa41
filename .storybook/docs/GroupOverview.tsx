import { useContext, useEffect, useState } from 'react';
import { DocsContext } from '@storybook/addon-docs/blocks';

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

interface Part {
  title: string;
  /** The part's Docs page, or its first story when it has none. */
  path: string;
  description: string;
}

/** A paragraph of a component's description that starts with `lead` ("**What it is for.** …"), without it. */
function paragraph(description: string, lead: string) {
  const found = description.split(/\n\s*\n/).find((text) => text.startsWith(`**${lead}**`));
  return found
    ?.slice(lead.length + 4)
    .trim()
    .replace(/\*\*|\*|`/g, '');
}

/**
 * The group's parts from Storybook's index, each with its description, read from one of its stories
 * as Storybook prepares it. Not by importing the story files: a module of this folder that imports
 * them is, to Chromatic's TurboSnap, a Storybook config file that every story's change reaches, and
 * any change at all would snapshot everything. An overview page loads only its own group's files.
 */
function useParts(group: string) {
  const { loadStory } = useContext(DocsContext);
  const [parts, setParts] = useState<Part[]>([]);
  useEffect(() => {
    let current = true;
    const depth = group.split('/').length + 1;
    (async () => {
      const index = (await (await fetch('./index.json')).json()) as { entries: Record<string, IndexEntry> };
      const entries = Object.values(index.entries).filter((entry) => entry.title.startsWith(`${group}/`) && entry.title.split('/').length === depth);
      const titles = [...new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title))].sort((a, b) => a.localeCompare(b));
      const found = await Promise.all(
        titles.map(async (title) => {
          const story = entries.find((entry) => entry.title === title && entry.type === 'story')!;
          const docs = entries.find((entry) => entry.title === title && entry.type === 'docs');
          const { parameters } = await loadStory(story.id);
          const description = (parameters.docs as { description?: { component?: string } } | undefined)?.description?.component ?? '';
          return { title, path: docs ? `/docs/${docs.id}` : `/story/${story.id}`, description };
        }),
      );
      if (current) setParts(found);
    })();
    return () => {
      current = false;
    };
  }, [group, loadStory]);
  return parts;
}

/**
 * A group's overview page (stories/Sections/*.mdx): each of its parts with what it is for, when not
 * to use it, and a link to its Docs page, read from the parts' own descriptions, so the overview
 * never says something its part's page does not.
 */
export function GroupOverview({ group }: { group: string }) {
  const parts = useParts(group);
  return (
    <table className="sb-overview">
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">What it is for</th>
          <th scope="col">When not to use it</th>
        </tr>
      </thead>
      <tbody>
        {parts.map(({ title, path, description }) => (
          <tr key={title}>
            <th scope="row">
              <a href={`./?path=${path}`} target="_top">
                {title.split('/').at(-1)}
              </a>
            </th>
            <td>{paragraph(description, 'What it is for.') ?? ''}</td>
            <td>{paragraph(description, 'When not to use it.') ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
