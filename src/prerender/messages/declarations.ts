import { type Catalog, compileMessage, exportName, type MessageTree, nest, type ParamKind, splitKey } from './compileMessages.ts';

const typeOf: Record<ParamKind, string> = { string: 'string', number: 'number', select: 'string' };

/** Namespaces a page shows in every language (`virtual:messages/every/<namespace>`): the offer to read it in yours. */
export const shownInEveryLanguage = new Set(['languageOffer']);

/**
 * The types of every namespace's messages, from the English catalog: a message without placeholders
 * is a string; one with placeholders is a function of exactly those, so a misspelt key or a missing
 * or extra value fails `tsc`. Written to src/messages/messages.d.ts (not kept in git) by
 * `npm run typecheck` and by every build (messageCatalogs.ts's writeMessageTypes).
 */
export function declarations(english: Catalog, languages: string[]): string {
  const namespaces = new Map<string, [string[], string][]>();
  for (const [key, message] of Object.entries(english)) {
    const [ns, name] = splitKey(key);
    const { params } = compileMessage(`en ${key}`, message);
    const names = Object.keys(params);
    const type = names.length ? `(p: { ${names.map((param) => `${param}: ${typeOf[params[param]]}`).join('; ')} }) => string` : 'string';
    namespaces.set(ns, [...(namespaces.get(ns) ?? []), [name, type]]);
  }
  const lines = [
    '// Generated from src/messages/en.json by `npm run typecheck` and every build (src/prerender/messages/messageCatalogs.ts). Not kept in git; do not edit.',
    '',
    "// A content module in a given language (tests, Storybook): `(await import('/src/content/pricing.ts?locale=es')) as typeof import('./pricing')`.",
    "declare module '*?locale=en';",
    ...languages.map((language) => `declare module '*?locale=${language}';`),
    '',
  ];
  for (const [ns, entries] of [...namespaces].sort(([a], [b]) => a.localeCompare(b))) {
    const tree = nest(entries);
    const print = (node: MessageTree, indent: string): string =>
      `{\n${Object.entries(node)
        .map(([name, value]) => `${indent}  readonly ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}: ${typeof value === 'string' ? value : print(value, `${indent}  `)};`)
        .join('\n')}\n${indent}}`;
    lines.push(
      `declare module 'virtual:messages/${ns}' {`,
      `  export const tag: import('../platform/format').LocaleTag;`,
      ...entries.map(([path, type]) => `  export const ${exportName(path)}: ${type};`),
      `  const messages: ${print(tree, '  ')};`,
      '  export default messages;',
      '}',
      '',
    );
    if (shownInEveryLanguage.has(ns)) {
      lines.push(`declare module 'virtual:messages/every/${ns}' {`, `  const messages: Record<import('../platform/format').LocaleTag, ${print(tree, '  ')}>;`, '  export default messages;', '}', '');
    }
  }
  return lines.join('\n');
}
