import type { Meta } from '@storybook/react-vite';

const metas = import.meta.glob<Meta>(['../../src/sections/*/*.stories.tsx', '../../src/components/*/*.stories.tsx', '../../stories/Pages/*.stories.tsx'], { eager: true, import: 'default' });

/** Storybook's id of a title's Docs page ("Sections/Layout/Header" → "sections-layout-header--docs"). */
const docsId = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}--docs`;

/** A paragraph of a component's description that starts with `lead` ("**What it is for.** …"), without it. */
function paragraph(description: string, lead: string) {
  const found = description.split(/\n\s*\n/).find((text) => text.startsWith(`**${lead}**`));
  return found
    ?.slice(lead.length + 4)
    .trim()
    .replace(/\*\*|\*|`/g, '');
}

/**
 * A group's overview page (stories/Sections/*.mdx): each of its parts with what it is for, when not
 * to use it, and a link to its Docs page, read from the parts' own descriptions, so the overview
 * never says something its part's page does not.
 */
export function GroupOverview({ group }: { group: string }) {
  const parts = Object.values(metas)
    .filter((meta) => meta.title?.startsWith(`${group}/`) && meta.title.split('/').length === group.split('/').length + 1)
    .sort((a, b) => a.title!.localeCompare(b.title!));
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
        {parts.map((meta) => {
          const description = (meta.parameters?.docs as { description?: { component?: string } } | undefined)?.description?.component ?? '';
          return (
            <tr key={meta.title}>
              <th scope="row">
                <a href={`./?path=/docs/${docsId(meta.title!)}`} target="_top">
                  {meta.title!.split('/').at(-1)}
                </a>
              </th>
              <td>{paragraph(description, 'What it is for.') ?? ''}</td>
              <td>{paragraph(description, 'When not to use it.') ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
