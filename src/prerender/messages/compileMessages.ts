import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** A language's catalog as translators keep it: `namespace.key` (dots nest further) to an ICU message. */
export type Catalog = Record<string, string>;

/** A catalog already parsed, as FormatJS's compiler writes the pseudo-locale. */
export type ParsedCatalog = Record<string, MessageFormatElement[]>;

/** What each placeholder of a message takes: words as written, a count, or a choice among named cases. */
export type ParamKind = 'string' | 'number' | 'select';

export interface CompiledMessage {
  /** JavaScript for the message: a string literal, or an arrow function of its placeholders. */
  code: string;
  params: Record<string, ParamKind>;
}

/**
 * One ICU message to JavaScript, once, when the site is built, so the browser runs no message parser:
 * words become string literals, a placeholder reads its value, and a plural or select chooses among
 * its cases by CLDR's rules (`pluralCase`, Intl.PluralRules). `#` is the count as the locale writes it.
 * A message the parser rejects, or one using what the site has no use for (dates, times, tags, number
 * skeletons), throws with its key, so a malformed translation fails the build.
 */
export function compileMessage(key: string, message: string | MessageFormatElement[]): CompiledMessage {
  let ast: MessageFormatElement[];
  try {
    ast = typeof message === 'string' ? parse(message, { ignoreTag: true, requiresOtherClause: true }) : message;
  } catch (error) {
    throw new Error(`message ${key} is not valid ICU MessageFormat: ${(error as Error).message}\n  ${message as string}`);
  }
  const params: Record<string, ParamKind> = {};
  const need = (name: string, kind: ParamKind) => {
    const had = params[name];
    if (had && had !== kind) throw new Error(`message ${key} uses {${name}} both as ${had} and as ${kind}`);
    params[name] = kind;
  };
  // `count` is the JavaScript for a plural's `#`: the name of its case's argument, already written as
  // the locale writes numbers (nested plurals take the next name).
  const text = (nodes: MessageFormatElement[], count: string | null, depth: number): string => {
    const parts = nodes.map((node) => {
      switch (node.type) {
        case TYPE.literal:
          return JSON.stringify(node.value);
        case TYPE.argument:
          need(node.value, 'string');
          return `p.${node.value}`;
        case TYPE.number:
          if (node.style) throw new Error(`message ${key}: {${node.value}, number, …} takes no style here; pass the formatted value as words`);
          need(node.value, 'number');
          return `count(tag, p.${node.value})`;
        case TYPE.pound:
          if (count === null) throw new Error(`message ${key} has # outside a plural`);
          return count;
        case TYPE.plural: {
          need(node.value, 'number');
          const n = node.offset ? `(p.${node.value} - ${node.offset})` : `p.${node.value}`;
          const options = Object.entries(node.options);
          // Only `other`: no choice to make (English's `{day, plural, other {#}}`, where French has `=1 {1er}`).
          if (options.length === 1 && !node.offset && node.pluralType !== 'ordinal') return `(${text(options[0][1].value, `count(tag, ${n})`, depth)})`;
          // Each case receives `#` as an argument rather than formatting it itself: Arabic has six cases.
          const c = `c${depth}`;
          const cases = options.map(([name, option]) => `${JSON.stringify(name)}: (${c}) => ${text(option.value, c, depth + 1)}`);
          const rest = node.pluralType === 'ordinal' ? `, ${node.offset}, true` : node.offset ? `, ${node.offset}` : '';
          return `pluralCase(tag, p.${node.value}, { ${cases.join(', ')} }${rest})`;
        }
        case TYPE.select: {
          need(node.value, 'select');
          const cases = Object.entries(node.options).map(([name, option]) => `${JSON.stringify(name)}: () => ${text(option.value, count, depth)}`);
          return `selectCase(p.${node.value}, { ${cases.join(', ')} })`;
        }
        default:
          throw new Error(`message ${key} uses a ${TYPE[node.type]} placeholder, which the site does not format in messages`);
      }
    });
    return parts.length ? parts.join(' + ') : '""';
  };
  const body = text(ast, null, 0);
  if (!Object.keys(params).length) return { code: body.includes('+') ? JSON.stringify(ast.map((node) => (node as { value: string }).value).join('')) : body, params };
  return { code: `(p) => ${body}`, params };
}

/** `pricing.plans.llc.name` → ['pricing', ['plans', 'llc', 'name']]. */
export function splitKey(key: string): [namespace: string, path: string[]] {
  const [namespace, ...path] = key.split('.');
  if (!namespace || !path.length) throw new Error(`message key ${key} needs a namespace and a name: pricing.title`);
  return [namespace, path];
}

/** A message's export: the rest of its key joined by '_' (`llc.description` → `llc_description`). */
export function exportName(path: string[]): string {
  const name = path.join('_');
  if (!/^[A-Za-z$][\w$]*$/.test(name) || name === 'tag' || path.some((part) => part.includes('_')))
    throw new Error(`message name ${path.join('.')} cannot be an export: use camelCase letters and digits`);
  return name;
}

/** Messages (or their types) nested by the rest of their keys: `llc.name` under `llc`. */
export type MessageTree = { [name: string]: MessageTree | string };

export function nest(entries: [path: string[], value: string][]): MessageTree {
  const tree: MessageTree = {};
  for (const [path, value] of entries) {
    let node = tree;
    for (const name of path.slice(0, -1)) {
      const next = node[name] ?? {};
      if (typeof next === 'string') throw new Error(`message ${path.join('.')} nests under a message`);
      node = node[name] = next;
    }
    node[path[path.length - 1]] = value;
  }
  return tree;
}

/** Nests compiled messages by the rest of their keys, as a JavaScript object literal. */
export function objectLiteral(entries: [path: string[], code: string][]): string {
  const print = (node: MessageTree): string =>
    `{ ${Object.entries(node)
      .map(([name, value]) => `${JSON.stringify(name)}: ${typeof value === 'string' ? value : print(value)}`)
      .join(', ')} }`;
  return print(nest(entries));
}
