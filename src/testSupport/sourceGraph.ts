import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules of a source folder and what each imports, read from the source (tests of the code's
 * shape: the layers, what reaches a prerendered page). `all`: static, type-only, re-exports and lazy
 * `import()`; `values`: only what brings code along (no `import type`, no names all marked `type`).
 */
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__screenshots__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

export function resolveImport(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => existsSync(file) && statSync(file).isFile());
}

const resolved = (file: string, requests: string[]) => requests.map((request) => resolveImport(file, request)).filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));

/** Whether an import's names bring code: `{ type A, type B }` and `import type` do not. */
function bringsCode(typeKeyword: string | undefined, names: string | undefined) {
  if (typeKeyword) return false;
  const braces = names?.match(/^\{([\s\S]*)\}$/);
  if (!braces) return true;
  const list = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return list.length === 0 || list.some((name) => !name.startsWith('type '));
}

export function importGraph(dir: string, kind: 'all' | 'values' = 'all'): Map<string, string[]> {
  return new Map(
    sourceFiles(dir).map((file) => {
      const text = readFileSync(file, 'utf8');
      if (kind === 'all')
        return [
          file,
          resolved(
            file,
            [...text.matchAll(specifier)].map((match) => match[1]),
          ),
        ];
      const requests = [...text.matchAll(statement)].flatMap((match) => (match[5] ? [match[5]] : bringsCode(match[2], match[3]) ? [match[4]] : []));
      return [file, resolved(file, requests)];
    }),
  );
}
