#!/usr/bin/env node
/**
 * Draws the site's artwork: every image under public/ (and the brand film) comes from one of the
 * families below, then the manifest and public/images/README.md are written from what is on disk.
 *
 *   npm run assets                          every family
 *   npm run assets -- --only=team,blog      only these families
 *   npm run assets -- --no-video            draw the film's poster but leave the encoded films as they are
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import about from './about.mjs';
import banner from './banner.mjs';
import blog from './blog.mjs';
import brandBand from './brandBand.mjs';
import brands from './brands.mjs';
import comments from './comments.mjs';
import film, { ffmpegFound } from './film.mjs';
import icons from './icons.mjs';
import { writeManifest } from './manifest.mjs';
import notFound from './notFound.mjs';
import projects from './projects.mjs';
import services from './services.mjs';
import socialCard from './socialCard.mjs';
import team from './team.mjs';
import testimonials from './testimonials.mjs';

// The order files are drawn in and listed in the README.
const families = [services, projects, team, blog, testimonials, comments, banner, brandBand, film, brands, about, icons, socialCard, notFound];

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !families.some((family) => family.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown famil${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')}; the families are ${families.map((family) => family.name).join(', ')}.`);
  process.exit(1);
}

let video = !args.includes('--no-video');
if (video && (!only || only.includes(film.name)) && !ffmpegFound()) {
  console.warn('ffmpeg is not installed: the brand film keeps its committed files (its poster is still drawn).');
  video = false;
}

for (const family of families) {
  if (only && !only.includes(family.name)) continue;
  for (const file of family.files) {
    if (file.video && !video) continue;
    const data = await file.render();
    const target = path.join(publicDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    console.log(`${String(Buffer.byteLength(data)).padStart(8)}  public/${file.path}`);
  }
  await family.done?.();
}

const files = await writeManifest(publicDir, families);
console.log(`manifest: ${files.length} files (scripts/assets/manifest.json, public/images/README.md)`);
