// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from './testSupport/sourceGraph';

/**
 * The modules of `src/` and what each imports (static, type-only, re-exports and lazy `import()`),
 * read from the source: a cycle makes the order modules load in, and which chunk holds what, depend
 * on who imports first.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const graph = importGraph(src);

/** Strongly connected groups of more than one module, or a module importing itself (Tarjan). */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(group.map((file) => path.relative(src, file)).sort());
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found;
}

/**
 * Layers, lowest first: what a folder may not import. A section gets its words and facts through
 * props from its page, the helpers it shares with the rest of the site (formatting, the toast bus,
 * the page's address) from `platform/`, and the page's language from `locale/`.
 */
const forbidden: Record<string, string[]> = {
  types: ['theme', 'platform', 'locale', 'components', 'sections', 'content', 'app', 'pages', 'islands'],
  theme: ['platform', 'locale', 'components', 'sections', 'content', 'app', 'pages', 'islands'],
  platform: ['locale', 'components', 'sections', 'content', 'app', 'pages', 'islands'],
  locale: ['components', 'sections', 'content', 'app', 'pages', 'islands'],
  components: ['sections', 'content', 'app', 'pages', 'islands'],
  sections: ['content', 'app', 'pages', 'islands'],
};

const folderOf = (file: string) => path.relative(src, file).split(path.sep)[0];

function upwardImports(edges: Map<string, string[]>): string[] {
  return [...edges].flatMap(([file, targets]) =>
    targets.filter((target) => forbidden[folderOf(file)]?.includes(folderOf(target))).map((target) => `${path.relative(src, file)} imports ${path.relative(src, target)}`),
  );
}

describe('the import graph of src/', () => {
  it('reads every module and its imports', () => {
    expect(graph.size).toBeGreaterThan(300);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges).toBeGreaterThan(graph.size);
  });

  it('finds a cycle where there is one', () => {
    const a = path.join(src, 'a.ts');
    const b = path.join(src, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds an upward import where there is one', () => {
    const section = path.join(src, 'sections', 'Banner', 'Banner.tsx');
    const shell = path.join(src, 'app', 'notify.ts');
    expect(upwardImports(new Map([[section, [shell]]]))).toEqual([`sections/Banner/Banner.tsx imports app/notify.ts`]);
  });

  it('has no upward import: no section imports app/, content/ or pages/, and shared code imports no section', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
