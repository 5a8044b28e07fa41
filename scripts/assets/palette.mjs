/**
 * The artwork's colours. The brand colours come from the site's theme (src/theme/tokens.ts), so a
 * change there reaches the pictures on the next run instead of waiting for someone to copy it.
 *
 * tokens.ts is TypeScript and this runs on plain Node 20, which cannot strip types; Vite (already
 * the site's build tool) loads it through its module runner, the way it loads a vite.config.ts.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const tokensFile = fileURLToPath(new URL('../../src/theme/tokens.ts', import.meta.url));
const { navy, blue, amber } = (await runnerImport(tokensFile)).module;

/**
 * Named colours shared by more than one picture. Those not read from the tokens are art-only: the
 * tokens hold the interface's scales, chosen for text contrast, while the pictures need softer tints,
 * gradient ends and accents (teal, coral, violet) that no text is ever set on. Tints that belong to a
 * single picture (a backdrop, a hair colour) stay beside the code that draws it.
 */
export const C = {
  navy: navy[900],
  blue: blue[500],
  blueDeep: blue[600],
  bluePale: blue[100],
  amber: amber[400],
  amberDeep: amber[500],
  // Art-only from here on.
  blue2: '#4F82FF',
  blue3: '#8FB0FF',
  sky: '#C9DAFF',
  pale: '#EEF3FF',
  amber2: '#FFC45C',
  amber3: '#FFE2A8',
  white: '#FFFFFF',
  grey: '#6B7280',
  grey2: '#A7B0BE',
  line: '#D9E1EE',
  mist: '#F4F7FC',
  teal: '#1FB5A0',
  teal2: '#9BE5D8',
  coral: '#FF7A59',
  violet: '#6C5CE7',
  /** The night-sky navy the dark scenes (hero, social card) fade down from. */
  dusk: '#16376B',
  /** Drop shadows on dark scenes, darker than any navy so they read there. */
  shadow: '#000814',
  /** The partner logos' one neutral grey (and its lighter second tone), legible on white and on navy. */
  logo: '#747E8F',
  logoLight: '#9AA3B2',
};

/** Art-only two-stop gradients (light corner, dark corner) behind the shared gBlue, gNavy, gAmber, gTeal and gSky fills. */
export const gradient = {
  blue: ['#3F78FF', '#1548D6'],
  navy: ['#1A3766', C.navy],
  amber: ['#FFC857', '#F08C12'],
  teal: ['#38D3BC', '#128F7E'],
  sky: [C.white, '#E6EEFF'],
};

/** Skin tones for the people in the artwork (team, testimonials, the about page's avatars). */
export const SKINS = ['#F3D3BC', '#E6B08A', '#C68A5E', '#A26841', '#7B4A2D', '#5B3621', '#EFC6A0', '#D69C72'];
