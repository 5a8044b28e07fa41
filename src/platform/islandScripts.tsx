import { suggestedLanguage } from './suggestedLanguage';
import { languageStorageKey } from './languageChoice';
import { languageOfferDismissedKey } from './languageOfferKeys';
import { usePrerender } from './prerenderContext';

/** Islands this far below (or above) the screen when the page has loaded are fetched with the entry. */
export const islandLookAheadPx = 400;

/** Longest wait for the first contentful paint (a tab opened in the background paints nothing). */
const firstPaintWaitMs = 3_000;

/**
 * The page's only script tag. A prerendered page reads whole without scripts, so its code waits until
 * the page has loaded and shown its first text and images (the first contentful paint, which on a
 * fast line can come after the load event): on a slow phone connection the stylesheet, the fonts and
 * the hero image get the line to themselves.
 *
 * Then the entry (src/entry.client.tsx, which hydrates the islands) starts at once only if there is
 * something for it to do: an island on or near the screen, or an offer of the visitor's language to
 * show (the same `suggestedLanguage` rule the offer uses). Otherwise the first screen needs no code
 * at all (the header works without it): nothing is fetched until the visitor first scrolls, or taps,
 * presses a key or moves focus inside an island. That holds from the first paint, before the load
 * event too: a visitor who scrolls on has left the first screen, and the island ahead of them is what
 * the line should carry. A tap on the header does not start it, so it never delays the header's own
 * answer.
 *
 * When it starts, the entry's modules are preloaded together with those of the islands on or near
 * the screen, so such an island does not wait for the entry to run before its own code is asked
 * for; when the visitor's first scroll or tap starts it, with those of every island of the page, so
 * one who scrolls straight down to one (the testimonials, at the end of a home page) does not wait
 * for a second round trip once there. Each island still runs and hydrates only as it nears the
 * screen (hydrateIslands.tsx).
 *
 * Rendered after the page's content, so the prerender has met every island of the page by then.
 */
export function IslandScripts() {
  const prerender = usePrerender();
  if (!prerender) return null;
  const { entry, islandFiles, islandsOnPage } = prerender;
  const files = Object.fromEntries([...islandsOnPage].map((name) => [name, islandFiles?.[name] ?? []]));
  const start = `(function(){
var islands=${JSON.stringify(files)},entry=${JSON.stringify(entry.imports)},started=false,acts=['scroll','pointerdown','touchstart','keydown','focusin'];
function near(){var names=[];document.querySelectorAll('[data-island]').forEach(function(e){var c=[].filter.call(e.children,function(x){return x.tagName!='STYLE'&&x.tagName!='SCRIPT'});
if(!c.length||c.some(function(x){var r=x.getBoundingClientRect();return (r.width||r.height)&&r.bottom>-${islandLookAheadPx}&&r.top<innerHeight+${islandLookAheadPx}}))names.push(e.dataset.island)});return names}
function go(all){if(started)return;started=true;acts.forEach(function(t){removeEventListener(t,act,true)});
var urls=(all?Object.keys(islands):near()).reduce(function(u,n){return u.concat(islands[n]||[])},entry);
urls.filter(function(u,i){return urls.indexOf(u)==i}).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)});
import(${JSON.stringify(entry.module)})}
function act(e){if(e.type=='scroll'||(e.target.closest&&e.target.closest('[data-island]')))go(true)}
function offer(){try{if(localStorage.getItem(${JSON.stringify(languageOfferDismissedKey)})=='dismissed')return false;
var tags=[].map.call(document.querySelectorAll('link[rel=alternate][hreflang]:not([hreflang=x-default])'),function(l){return l.hreflang});
return !!(${suggestedLanguage.toString()})(document.documentElement.lang,tags,localStorage.getItem(${JSON.stringify(languageStorageKey)}),navigator.languages||[])}catch(e){return true}}
function afterFirstPaint(f){var done=false,once=function(){if(!done){done=true;f()}};setTimeout(once,${firstPaintWaitMs});
try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return once();new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();once()}}).observe({type:'paint',buffered:true})}catch(e){once()}}
acts.forEach(function(t){addEventListener(t,act,{capture:true,passive:true})});
addEventListener('load',function(){afterFirstPaint(function(){requestAnimationFrame(function(){setTimeout(function(){if(near().length||offer())go()})})})})})()`;
  return <script id="island-scripts" data-islands={[...islandsOnPage].join(' ')} dangerouslySetInnerHTML={{ __html: start }} />;
}
