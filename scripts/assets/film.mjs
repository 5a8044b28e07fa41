/**
 * The brand film (1280×720, an 8 s seamless loop, no sound) and its poster, which is the first frame.
 * Frames are drawn like the stills and encoded by ffmpeg, a system tool rather than an npm package:
 * without it the poster is still drawn and the committed films are kept.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { C } from './palette.mjs';
import { rgb, webp } from './shared/raster.mjs';
import { Ci, f, G, P, R, rng, starPts, svgDoc } from './shared/svg.mjs';

const FW = 1280,
  FH = 720;
const FILM_SECONDS = 8,
  FPS = 24;
function filmFrame(t) {
  // t in [0,1): everything is periodic so the film loops seamlessly
  const TAU = Math.PI * 2;
  const s = (k, ph = 0) => Math.sin(TAU * (k * t + ph));
  const c = (k, ph = 0) => Math.cos(TAU * (k * t + ph));
  let b = `<defs>
    <linearGradient id="fbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#10294D"/><stop offset="1" stop-color="#0A1B33"/></linearGradient>
    <radialGradient id="fb1"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>
    <radialGradient id="fb2"><stop offset="0" stop-color="${C.blue2}" stop-opacity="0.35"/><stop offset="1" stop-color="${C.blue2}" stop-opacity="0"/></radialGradient>
    <radialGradient id="fb3"><stop offset="0" stop-color="${C.amber}" stop-opacity="0.28"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/></radialGradient>
    <radialGradient id="fb4"><stop offset="0" stop-color="${C.teal}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.teal}" stop-opacity="0"/></radialGradient>
    <linearGradient id="farc" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.white}" stop-opacity="0"/><stop offset="0.5" stop-color="${C.white}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/></linearGradient>
  </defs>`;
  b += R(0, 0, FW, FH, 0, { fill: 'url(#fbg)' });
  b += Ci(900 + 120 * c(1), 220 + 60 * s(1), 520, { fill: 'url(#fb1)' });
  b += Ci(300 + 100 * s(1, 0.3), 520 + 50 * c(1, 0.3), 420, { fill: 'url(#fb2)' });
  b += Ci(640 + 180 * c(1, 0.6), 640 + 40 * s(2, 0.1), 360, { fill: 'url(#fb3)' });
  b += Ci(200 + 60 * c(1, 0.8), 140 + 50 * s(1, 0.2), 300, { fill: 'url(#fb4)' });
  // drifting dot grid (moves one cell per loop)
  const cell = 40;
  b += `<pattern id="fdots" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse" patternTransform="translate(${f(t * cell)} ${f(-t * cell)})"><circle cx="2" cy="2" r="1.3" fill="${C.white}" fill-opacity="0.10"/></pattern>`;
  b += R(0, 0, FW, FH, 0, { fill: 'url(#fdots)' });
  // bridge
  const deckY = 520;
  const arcTop = 250;
  const bx0 = 140,
    bx1 = 1140;
  const q = (u) => [(1 - u) ** 2 * bx0 + 2 * (1 - u) * u * 640 + u * u * bx1, (1 - u) ** 2 * deckY + 2 * (1 - u) * u * arcTop + u * u * deckY];
  for (let i = 1; i < 20; i++) {
    const [x, y] = q(i / 20);
    b += P(`M${f(x)} ${f(y)} V${deckY}`, { stroke: C.white, strokeOpacity: 0.12, strokeWidth: 2 });
  }
  b += P(`M${bx0} ${deckY} Q640 ${arcTop} ${bx1} ${deckY}`, { fill: 'none', stroke: C.white, strokeOpacity: 0.3, strokeWidth: 4, strokeLinecap: 'round' });
  b += R(bx0 - 40, deckY, bx1 - bx0 + 80, 6, 3, { fill: C.white, fillOpacity: 0.3 });
  // pylons
  b += R(bx0 - 8, deckY - 40, 16, 120, 4, { fill: C.white, fillOpacity: 0.18 }) + R(bx1 - 8, deckY - 40, 16, 120, 4, { fill: C.white, fillOpacity: 0.18 });
  // travelling light along the arc (there and back = loop)
  const u = 0.5 - 0.5 * Math.cos(TAU * t);
  const [lx, ly] = q(u);
  b += Ci(lx, ly, 40, { fill: 'url(#glowW)', fillOpacity: 0.35 }) + Ci(lx, ly, 6, { fill: C.white });
  // star above the bridge
  const pulse = 1 + 0.06 * s(2);
  b += Ci(640, 200, 110, { fill: 'url(#fb3)' });
  b += G(
    `translate(640 200) rotate(${f(8 * s(1))}) scale(${f(pulse)})`,
    `<polygon points="${starPts(0, 0, 54, 24)}" fill="url(#gAmber)" stroke="${C.amber2}" stroke-width="4" stroke-linejoin="round"/>`,
  );
  // rising particles (integer loops keep it seamless)
  const r = rng(4242);
  for (let i = 0; i < 40; i++) {
    const x0 = r() * FW;
    const y0 = r() * FH;
    const loops = 1 + Math.floor(r() * 2);
    const y = ((((y0 - t * loops * (FH + 40)) % (FH + 40)) + FH + 40) % (FH + 40)) - 20;
    const x = x0 + 12 * Math.sin(TAU * (t * loops + r()));
    const rad = 1.5 + r() * 2.5;
    b += Ci(x, y, rad, { fill: i % 6 === 0 ? C.amber2 : C.white, fillOpacity: f(0.15 + r() * 0.35) });
  }
  // floating outline shapes
  const shapes = [
    [180, 180, 'sq', C.blue3],
    [1080, 140, 'ci', C.amber2],
    [1120, 600, 'sq', C.white],
    [120, 620, 'ci', C.blue3],
    [960, 380, 'tri', C.white],
  ];
  shapes.forEach(([x, y, k, col], i) => {
    const dx = 14 * s(1, i * 0.17),
      dy = 18 * c(1, i * 0.23);
    const rot = k === 'sq' ? 90 * t * (i % 2 ? 1 : -1) : k === 'tri' ? 120 * t : 0;
    let sh = '';
    if (k === 'sq') sh = R(-18, -18, 36, 36, 8, { fill: 'none', stroke: col, strokeOpacity: 0.5, strokeWidth: 3 });
    if (k === 'ci') sh = Ci(0, 0, 18, { fill: 'none', stroke: col, strokeOpacity: 0.5, strokeWidth: 3 });
    if (k === 'tri') sh = `<polygon points="0,-22 19,11 -19,11" fill="none" stroke="${col}" stroke-opacity="0.4" stroke-width="3" stroke-linejoin="round"/>`;
    b += G(`translate(${f(x + dx)} ${f(y + dy)}) rotate(${f(rot)})`, sh);
  });
  // small docs / card icons orbiting gently
  const icons = [
    [300, 330, 'doc'],
    [980, 470, 'card'],
  ];
  icons.forEach(([x, y, k], i) => {
    const dy = 10 * s(1, i * 0.5);
    let g = '';
    if (k === 'doc')
      g =
        R(-30, -38, 60, 76, 10, { fill: C.white, fillOpacity: 0.9 }) +
        R(-18, -22, 36, 6, 3, { fill: C.blue }) +
        R(-18, -8, 30, 5, 2.5, { fill: C.line }) +
        R(-18, 4, 36, 5, 2.5, { fill: C.line }) +
        Ci(12, 22, 8, { fill: C.amber });
    else g = R(-52, -32, 104, 64, 10, { fill: 'url(#gBlue)' }) + R(-40, -16, 18, 13, 3, { fill: C.amber2 }) + R(-40, 10, 50, 5, 2.5, { fill: C.white, fillOpacity: 0.6 });
    b += G(`translate(${x} ${f(y + dy)}) rotate(${i ? -8 : 6})`, g, { opacity: 0.9 });
  });
  // soft vignette
  b += `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="${C.shadow}" stop-opacity="0"/><stop offset="1" stop-color="${C.shadow}" stop-opacity="0.45"/></radialGradient></defs>`;
  b += R(0, 0, FW, FH, 0, { fill: 'url(#vig)' });
  return svgDoc(FW, FH, b);
}

export function ffmpegFound() {
  return !spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).error;
}

function run(cmd, argv) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}\n${err.slice(-2000)}`))));
  });
}

// Drawing the frames is most of the film's time, so they are drawn once into a raw RGB file that
// both encodes read, and the file is removed when the family is done.
let frames;
function rawFrames() {
  frames ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'starbridge-film-'));
    const file = path.join(dir, 'frames.rgb');
    const count = FILM_SECONDS * FPS;
    const ws = createWriteStream(file);
    for (let i = 0; i < count; i++) {
      if (!ws.write(await rgb(filmFrame(i / count)))) await new Promise((r) => ws.once('drain', r));
      if (i % 24 === 0) process.stdout.write(`  film frame ${i}/${count}\r`);
    }
    await new Promise((r) => ws.end(r));
    return { dir, file };
  })();
  return frames;
}

async function encode(name, codecArgs) {
  const { dir, file } = await rawFrames();
  const out = path.join(dir, name);
  const input = ['-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${FW}x${FH}`, '-r', String(FPS), '-i', file];
  await run('ffmpeg', [...input, '-an', ...codecArgs, out]);
  return readFile(out);
}

export default {
  name: 'film',
  files: [
    {
      path: 'images/brand-band/poster.webp',
      width: FW,
      height: FH,
      about: 'Poster = first frame of the brand film',
      render: () => webp(filmFrame(0), FW, FH, 72),
    },
    {
      path: 'media/brand-film.mp4',
      width: FW,
      height: FH,
      about: `${FILM_SECONDS} s seamless loop, H.264 yuv420p, +faststart, no audio`,
      video: true,
      render: () => encode('brand-film.mp4', ['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '24', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart']),
    },
    {
      path: 'media/brand-film.webm',
      width: FW,
      height: FH,
      about: 'Same film, VP9, no audio',
      video: true,
      render: () => encode('brand-film.webm', ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p']),
    },
  ],
  async done() {
    if (frames) await rm((await frames).dir, { recursive: true, force: true });
    frames = undefined;
  },
};
