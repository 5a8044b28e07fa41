/** The text of public/images/README.md, written from the manifest so its list never drifts from the files. */

const cell = (text) => String(text).replaceAll('|', '\\|');
const size = (bytes) => (bytes === null ? '—' : String(bytes));

export function readme(files) {
  const rows = files.map((file) => `| \`${file.path}\` | ${file.family} | ${file.width}×${file.height} | ${size(file.bytes)} | ${cell(file.about)} |`);
  const familyNames = [...new Set(files.map((file) => file.family))];
  return `# Images & media

<!-- Written by scripts/assets/generate.mjs from scripts/assets/manifest.json: change the generator, not this file. -->

All artwork in this folder, in \`public/media/\`, and the site icons
(\`public/favicon.svg\`, \`public/apple-touch-icon.png\`, \`public/og-image.png\`)
is **original, generated artwork** produced by [\`scripts/assets/\`](../../scripts/assets/): SVG drawn
with code, rasterised to WebP/PNG with sharp, and (for the brand film) rendered frame by frame and
encoded with ffmpeg. No photos, stock images or third-party logos are used, so everything here is
free to ship. The partner logos in \`brands/\` are fictional.

The brand colours (navy, blue, amber) are read from the site's theme, \`src/theme/tokens.ts\`; the
tints only the artwork uses are named in \`scripts/assets/palette.mjs\`.

Paths are under \`public/\`; the family is the module that draws the file and the name \`--only\` takes.

| Path | Family | Size (px) | Bytes | What it is |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

\`media/brand-film.en.vtt\`, the film's captions, is written by hand and is not part of the generator.

## Regenerating

sharp is a pinned devDependency; ffmpeg is a system tool, needed only to encode the brand film
(\`apt-get install -y ffmpeg\`). Without it the poster is still drawn and the committed films are kept.

\`\`\`sh
npm install
npm run assets                        # everything, then this README and scripts/assets/manifest.json
npm run assets -- --only=team,blog    # some families
npm run assets -- --no-video          # skip the ffmpeg encode (the poster is still written)
\`\`\`

Families: ${familyNames.map((name) => `\`${name}\``).join(', ')}.

Words in the artwork (brand word marks, the social card, comment initials) are drawn as outlines
of the site's own Inter (\`scripts/assets/outlineText.mjs\`, reading the \`@fontsource/inter\` files with
opentype.js), so no image depends on the fonts of the machine that generates or shows it; a unit
test fails if any SVG under \`public/\` contains \`<text>\` or a \`font-family\`. Another
(\`scripts/assets/manifest.test.ts\`) fails if an image or film under \`public/\` is missing from the
manifest or no longer has the size it records.

The drawings are deterministic (seeded random numbers). The film takes ~2 minutes to render on
2 cores; everything else takes a few seconds.

${REPRODUCING}`;
}

// What a run on Linux x64 (Debian 12, Node 20) gave against the committed files, with the sharp
// pinned in package.json and Debian's ffmpeg 5.1.9; worth checking again when either changes.
const REPRODUCING = `## Files a run does not reproduce byte for byte

Every still (WebP, PNG, SVG) comes out byte-identical with the pinned sharp (0.35.5: libvips 8.18.7,
libwebp 1.6.0, librsvg 2.63.2). The two films do not, so the committed films are kept:

- \`media/brand-film.webm\`: the decoded frames are identical; 16 bytes differ, the track UID that
  ffmpeg's Matroska muxer draws at random on every run (written twice).
- \`media/brand-film.mp4\`: same ffmpeg (5.1) and x264 (core 164 r3095) with the same settings, but
  the H.264 stream comes out 197 bytes smaller than the committed one and its frames differ slightly
  (PSNR 51 dB, not visible). Two runs on the same machine give the same bytes, so the difference
  follows the machine, most likely the CPU-specific code x264 picks.
`;
