import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CacheProvider } from '@emotion/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { PrerenderProvider, createEmotionCache, preloadAllLazy } from './platform';
import { criticalStyleTags, readIslandFiles } from './platform/build';

export const streamTimeout = 10_000;

// The kept server build (build/ssr/<language>/) finds the manifest beside its own folder, wherever the server runs from.
const islandFiles = readIslandFiles(import.meta.env.SITE_LOCALE, path.dirname(fileURLToPath(import.meta.url)));

/** Renders a page at build time and inlines the critical CSS Emotion produced for it. */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // Every on-demand section is rendered in place: a boundary left pending would be streamed into a
  // hidden element that only a script can reveal, and the page must read whole without scripts.
  await preloadAllLazy();
  const cache = createEmotionCache();
  const styleTagsFor = criticalStyleTags(cache);

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <PrerenderProvider
          value={{
            entry: routerContext.manifest.entry,
            islandFiles,
            islandsOnPage: new Set(),
            renderToString,
            routerCheck: request.headers.has('X-React-Router-SPA-Mode'),
          }}
        >
          <ServerRouter context={routerContext} url={request.url} />
        </PrerenderProvider>
      </CacheProvider>,
      {
        // A large boundary would otherwise be sent after the shell, hidden until a script moves it
        // into place; the page must read whole, in order, with scripts off.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Prerendering wants the whole page, not a shell.
        onAllReady() {
          const chunks: Buffer[] = [];
          const collector = new PassThrough();
          collector.on('data', (chunk: Buffer) => chunks.push(chunk));
          collector.on('end', () => {
            const html = Buffer.concat(chunks).toString();
            const styles = styleTagsFor(html);
            const out = new PassThrough();
            out.end(html.replace('</head>', () => `${styles}</head>`));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(createReadableStreamFromReadable(out), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(collector);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
