/** SVG to pixels with sharp. Encoder settings are part of the artwork: changing one changes every file's bytes. */
import sharp from 'sharp';

export function webp(svg, width, height, quality = 70) {
  return sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' }).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
}

export function png(svg, width, height, options = {}) {
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .png({ compressionLevel: 9, ...options })
    .toBuffer();
}

/** A frame as bare RGB bytes, the form ffmpeg reads from a raw video file. */
export function rgb(svg) {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}
