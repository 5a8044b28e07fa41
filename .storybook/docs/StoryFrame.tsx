import { useEffect, useRef, useState } from 'react';
import { frameParam, listenToFrame, waitingText } from './frameMessage';

/** Globals a framed story takes from the Docs page's toolbar (its own, such as an Arabic story's language, win). */
const passedGlobals = ['scheme', 'locale'] as const;
/** A story taller than its window by its window's height (a 150vh spacer) would grow its frame for ever; it needs scrollsItsPage. */
const tallestFrame = 16_000;
/** A play that never reports (it threw) holds the next frames no longer than this. */
const longestPlayMs = 15_000;
const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

interface Props {
  storyId: string;
  name: string;
  globals: Record<string, unknown>;
  /** The width the story is drawn at (docsWidth.ts); the column's width when undefined. */
  width?: number;
  /** Args changed in the Docs page's Controls, as the story address's `args` (argsParam.ts). */
  args?: string;
  /** A story that scrolls its own page sets the frame's height (`parameters.docs.story.height`); others fit their content. */
  fixedHeight?: string;
  start: boolean;
  onInView: () => void;
  onPlayed: () => void;
}

/**
 * One story in its own frame, as its canvas shows it: its play runs there without touching the Docs
 * page (its scroll, a dialog's scroll lock). It asks to start (`onInView`) when it nears the screen,
 * loads when `start` turns true and calls `onPlayed` once its play (or, without one, its render) has
 * finished. It is drawn at `width` (a phone story at phone width, a section at desktop width) and
 * scaled down to the column when that is narrower, as tall as what the story draws.
 */
export function StoryFrame({ storyId, name, globals, width, args, fixedHeight, start, onInView, onPlayed }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // A canvas's height until the story reports its own: a part as tall as its window (100vh) keeps it.
  const [height, setHeight] = useState(900);
  const [room, setRoom] = useState(0);
  const callbacks = useRef({ onInView, onPlayed });
  callbacks.current = { onInView, onPlayed };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const sizes = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    sizes.observe(element);
    const sight = new IntersectionObserver(([entry]) => entry.isIntersecting && callbacks.current.onInView(), { rootMargin: '100px 0px' });
    sight.observe(element);
    return () => {
      sizes.disconnect();
      sight.disconnect();
    };
  }, []);

  useEffect(() => {
    const wrapper = frame.current?.contentWindow;
    if (!start || !wrapper) return;
    const timer = setTimeout(() => callbacks.current.onPlayed(), longestPlayMs);
    const stop = listenToFrame(wrapper, (message) => {
      if (message.type === 'docs-frame-height') setHeight(Math.min(message.height, tallestFrame));
      if (message.type === 'docs-frame-played') {
        clearTimeout(timer);
        callbacks.current.onPlayed();
      }
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [start]);

  const shown = passedGlobals.filter((key) => typeof globals[key] === 'string').map((key) => `${key}:${globals[key] as string}`);
  // A story wider than the page's column (a section at 1,280 px, the desktop menu at 1,440 px) is drawn at its width, scaled to fit.
  const scale = width && room ? Math.min(1, room / width) : 1;
  const frameHeight = fixedHeight ?? `${height}px`;
  const src = `iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${shown.join(';')}${args ? `&args=${encodeURIComponent(args)}` : ''}&${frameParam}`;
  // The story's page in a blank wrapper page, which keeps its Storybook messages (frameMessage.ts).
  const wrapper = `<!doctype html><style>html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}</style><iframe src="${escapeAttribute(src)}" title="${escapeAttribute(name)}"></iframe>`;
  return (
    <div ref={box} style={{ height: fixedHeight ? `calc(${fixedHeight} * ${scale})` : height * scale }}>
      {start ? (
        <iframe
          ref={frame}
          srcDoc={wrapper}
          title={name}
          style={{ display: 'block', width: width ?? '100%', height: frameHeight, border: 0, margin: scale < 1 ? 0 : '0 auto', transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      ) : (
        <p style={{ margin: 0, padding: 24, color: '#5C6870' }}>{waitingText}</p>
      )}
    </div>
  );
}
