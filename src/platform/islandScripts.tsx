import { usePrerender } from './prerenderContext';

/**
 * The page's only script tag. A prerendered page reads whole without scripts, so its code waits until
 * the page has loaded and painted: on a slow phone connection the stylesheet, the fonts and the hero
 * image get the line to themselves. Then the entry's modules are preloaded together and the entry
 * starts, hydrating the islands (src/entry.client.tsx).
 */
export function IslandScripts() {
  const entry = usePrerender()?.entry;
  if (!entry) return null;
  const start = `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(entry.imports)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)});import(${JSON.stringify(entry.module)})})})})`;
  return <script id="island-scripts" dangerouslySetInnerHTML={{ __html: start }} />;
}
