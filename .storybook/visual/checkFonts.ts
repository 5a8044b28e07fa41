import { cdp } from 'vitest/browser';

/**
 * The web fonts the site serves (see src/root.tsx and .storybook/preview.tsx), as Chromium names
 * them: the font's own full name, so "Inter", "Inter SemiBold", "Inter Bold", "Noto Sans Arabic".
 */
const siteFont = /^(Inter|Noto Sans Arabic)( |$)/;

const probe = 'data-font-probe';

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

interface DomNode {
  nodeId: number;
  documentURL?: string;
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

function findDocument(node: DomNode, url: string): DomNode | undefined {
  if (node.documentURL === url) return node;
  for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : []), ...(node.shadowRoots ?? [])]) {
    const found = findDocument(child, url);
    if (found) return found;
  }
  return undefined;
}

/** Marks every visible element that holds text directly; returns how many. */
function markTextHolders() {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const holders = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !/\S/.test(node.textContent ?? '') || parent.closest('script, style, noscript, template')) continue;
    if (parent.checkVisibility({ visibilityProperty: true })) holders.add(parent);
  }
  [...holders].forEach((el, i) => el.setAttribute(probe, String(i)));
  return [...holders];
}

/**
 * Every visible text that Chromium drew with a font the site does not serve: a platform font
 * (installed on the machine, so it differs between machines) or an unknown web font. Chromium's
 * DevTools protocol names the fonts that drew each element's own text.
 */
export async function foreignFonts(): Promise<string[]> {
  const holders = markTextHolders();
  const session = cdp();
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const doc = findDocument(root, location.href);
    if (!doc) throw new Error(`the story's document (${location.href}) was not found through the DevTools protocol`);
    const { nodeIds } = (await session.send('DOM.querySelectorAll', { nodeId: doc.nodeId, selector: `[${probe}]` })) as { nodeIds: number[] };
    if (nodeIds.length !== holders.length) throw new Error(`found ${nodeIds.length} of ${holders.length} text elements through the DevTools protocol`);
    const problems: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
      const foreign = fonts.filter((font) => !font.isCustomFont || !siteFont.test(font.familyName));
      if (foreign.length === 0) continue;
      const { attributes } = (await session.send('DOM.getAttributes', { nodeId })) as { attributes: string[] };
      const index = Number(attributes[attributes.indexOf(probe) + 1]);
      const holder = holders[index];
      const text = (holder?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const names = foreign.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''} ×${font.glyphCount}`).join(', ');
      const style = holder ? getComputedStyle(holder) : undefined;
      problems.push(`"${text}" (font-family ${style?.fontFamily}, weight ${style?.fontWeight}) drawn with ${names}`);
    }
    return problems;
  } finally {
    for (const el of holders) el.removeAttribute(probe);
  }
}

/**
 * Loads every face the story declares: text that asks for a face not yet fetched is drawn with a
 * stand-in until it arrives (font-display: swap), and document.fonts.ready does not wait for a face
 * nothing had asked for when it was called.
 */
export async function loadDeclaredFonts() {
  await Promise.all([...document.fonts].map((face) => (face.status === 'loaded' ? null : face.load().catch(() => null))));
  await document.fonts.ready;
}
