import type { Args } from '@storybook/react-vite';

/** What Storybook takes in a story address's `args` as it is: letters, digits, spaces, `-` and `_`. */
const plainText = /^[\w -]*$/;

function entries(value: unknown, initial: unknown, path: string): string[] {
  if (value === initial) return [];
  if (typeof value === 'boolean') return [`${path}:!${String(value)}`];
  if (typeof value === 'number' && Number.isFinite(value)) return [`${path}:${value}`];
  if (typeof value === 'string' && plainText.test(value)) return [`${path}:${value}`];
  if (value === null) return [`${path}:!null`];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const before = (initial && typeof initial === 'object' ? initial : {}) as Record<string, unknown>;
    return Object.entries(value).flatMap(([key, item]) => entries(item, before[key], `${path}.${key}`));
  }
  return [];
}

/**
 * The args a reader changed in a Docs page's Controls, in the form of Storybook's `args` address
 * parameter (`stickyThreshold:40;labels.login:Enter`), for the primary story's frame to redraw with.
 * Only what an address can carry goes: a text with other characters (accents, punctuation) or a list
 * keeps its first value there, and the canvas, where Controls act in place, shows it.
 */
export function argsParam(args: Args, initialArgs: Args): string | undefined {
  const changed = Object.entries(args).flatMap(([key, value]) => entries(value, initialArgs[key], key));
  return changed.length ? changed.join(';') : undefined;
}
