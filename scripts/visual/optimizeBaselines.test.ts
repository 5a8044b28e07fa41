import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { optimizeBaselines } from './optimizeBaselines';

/** An opaque picture with some detail, encoded as the browser writes one: RGB (colour type 2) or RGBA (6). */
function picture(colorType: 2 | 6) {
  const png = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 64 < 32 ? 255 : 20, 120, (i >> 8) & 255, 255], i);
  return PNG.sync.write(png, { colorType, deflateLevel: 1 });
}

const pixels = (file: string) => PNG.sync.read(readFileSync(file)).data;

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function baselinesFolder() {
  root = mkdtempSync(path.join(tmpdir(), 'baselines-'));
  const folder = path.join(root, 'src', 'sections', 'Part', '__screenshots__', 'Part.stories.tsx');
  mkdirSync(folder, { recursive: true });
  return { root, folder };
}

describe('optimizeBaselines', () => {
  it("recompresses every picture a run wrote, Chromium's RGB as well as RGBA, pixel for pixel", async () => {
    const { root, folder } = baselinesFolder();
    const rgb = path.join(folder, 'playground-light-chromium-linux.png');
    const rgba = path.join(folder, 'playground-dark-chromium-linux.png');
    writeFileSync(rgb, picture(2));
    writeFileSync(rgba, picture(6));
    const before = [readFileSync(rgb).length, readFileSync(rgba).length];
    const [rgbPixels, rgbaPixels] = [pixels(rgb), pixels(rgba)];

    const rewritten = await optimizeBaselines(root, Date.now() - 60_000);

    expect(rewritten.sort()).toEqual([rgba, rgb]);
    expect(readFileSync(rgb).length).toBeLessThan(before[0]);
    expect(readFileSync(rgba).length).toBeLessThan(before[1]);
    expect(pixels(rgb).equals(rgbPixels)).toBe(true);
    expect(pixels(rgba).equals(rgbaPixels)).toBe(true);
  });

  it('leaves alone a picture written before the run, and one already optimized', async () => {
    const { root, folder } = baselinesFolder();
    const older = path.join(folder, 'older-light-chromium-linux.png');
    writeFileSync(older, picture(2));
    const longAgo = new Date(Date.now() - 3_600_000);
    utimesSync(older, longAgo, longAgo);
    const bytes = readFileSync(older);
    const since = Date.now() - 60_000;
    expect(await optimizeBaselines(root, since)).toEqual([]);
    expect(readFileSync(older).equals(bytes)).toBe(true);

    const fresh = path.join(folder, 'fresh-light-chromium-linux.png');
    writeFileSync(fresh, picture(2));
    expect(await optimizeBaselines(root, since)).toEqual([fresh]);
    const optimized = readFileSync(fresh);
    expect(await optimizeBaselines(root, since)).toEqual([]);
    expect(readFileSync(fresh).equals(optimized)).toBe(true);
  });
});
