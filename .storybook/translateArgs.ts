/**
 * Stories take their args from the English content modules; the locale toolbar shows them in
 * another language by swapping each piece of English content for the same piece of the same
 * module built in that language from its message catalog (`src/content/pricing.ts?locale=es`, as the
 * site builds it), found by where it sits in its module. What is not content (handlers, numbers
 * the story made up) passes through unchanged.
 */
type Path = [module: string, ...keys: string[]];

const english = import.meta.glob<Record<string, unknown>>(['../src/content/*.ts', '!../src/content/*.test.ts'], { eager: true });

// Each content module in each language (src/prerender/messages/messageCatalogs.ts).
const inLanguage: Record<string, Record<string, Record<string, unknown>>> = {
  es: import.meta.glob(['../src/content/*.ts', '!../src/content/*.test.ts'], { eager: true, query: { locale: 'es' } }),
  'pt-br': import.meta.glob(['../src/content/*.ts', '!../src/content/*.test.ts'], { eager: true, query: { locale: 'pt-br' } }),
  fr: import.meta.glob(['../src/content/*.ts', '!../src/content/*.test.ts'], { eager: true, query: { locale: 'fr' } }),
  ar: import.meta.glob(['../src/content/*.ts', '!../src/content/*.test.ts'], { eager: true, query: { locale: 'ar' } }),
  // The pseudo-locale, whose story run vitest.config.ts makes.
  'en-xa': import.meta.glob(['../src/content/*.ts', '!../src/content/*.test.ts'], { eager: true, query: { locale: 'en-xa' } }),
};

const moduleName = (file: string) => file.split('/').pop()!.replace(/\.ts$/, '');

const pathOfNode = new Map<unknown, Path>();
const pathOfText = new Map<string, Path>();

function index(value: unknown, path: Path) {
  if (typeof value === 'string') {
    if (!pathOfText.has(value)) pathOfText.set(value, path);
    return;
  }
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || pathOfNode.has(value)) return;
  pathOfNode.set(value, path);
  if (typeof value === 'object') for (const [key, child] of Object.entries(value)) index(child, [...path, key]);
}
for (const [file, exports] of Object.entries(english)) {
  for (const [name, value] of Object.entries(exports)) index(value, [moduleName(file), name]);
}

function find(slug: string, [module, ...keys]: Path): unknown {
  let value: unknown = inLanguage[slug]?.[`../src/content/${module}.ts`];
  for (const key of keys) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];
  return value;
}

function translate(value: unknown, slug: string): unknown {
  if (typeof value === 'string') {
    const path = pathOfText.get(value);
    const found = path && find(slug, path);
    return typeof found === 'string' ? found : value;
  }
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  const path = pathOfNode.get(value);
  const found = path && find(slug, path);
  if (found !== undefined && typeof found === typeof value) return found;
  if (typeof value === 'function' || (value as { $$typeof?: unknown }).$$typeof) return value;
  if (Array.isArray(value)) return value.map((item) => translate(item, slug));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, translate(child, slug)]));
}

export function translateArgs<T extends Record<string, unknown>>(args: T, slug: string): T {
  return slug ? (translate(args, slug) as T) : args;
}
