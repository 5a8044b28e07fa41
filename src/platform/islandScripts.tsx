import { usePrerender } from './prerenderContext';

/** Islands this far below (or above) the screen when the page has loaded are fetched with the entry. */
export const islandLookAheadPx = 400;

/**
 * The page's only script tag. A prerendered page reads whole without scripts, so its code waits until
 * the page has loaded and painted: on a slow phone connection the stylesheet, the fonts and the hero
 * image get the line to themselves. Then the entry's modules and those of the islands on or near the
 * screen are preloaded together, so an island in the first screen does not wait for the entry to run
 * before its own code is even asked for, and the entry starts, hydrating the islands
 * (src/entry.client.tsx). Islands further down load as the visitor scrolls to them.
 *
 * Rendered after the page's content, so the prerender has met every island of the page by then.
 */
export function IslandScripts() {
  const prerender = usePrerender();
  if (!prerender) return null;
  const { entry, islandFiles, islandsOnPage } = prerender;
  const files = Object.fromEntries([...islandsOnPage].map((name) => [name, islandFiles?.[name] ?? []]));
  const start = `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){
var islands=${JSON.stringify(files)},urls=${JSON.stringify(entry.imports)};
document.querySelectorAll('[data-island]').forEach(function(e){var c=[].filter.call(e.children,function(x){return x.tagName!='STYLE'&&x.tagName!='SCRIPT'})[0],r=c&&c.getBoundingClientRect();
if(!r||(r.bottom>-${islandLookAheadPx}&&r.top<innerHeight+${islandLookAheadPx}))urls=urls.concat(islands[e.dataset.island]||[])});
urls.filter(function(u,i){return urls.indexOf(u)==i}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)});
import(${JSON.stringify(entry.module)})})})})`;
  return <script id="island-scripts" data-islands={[...islandsOnPage].join(' ')} dangerouslySetInnerHTML={{ __html: start }} />;
}
