/**
 * The platform the screenshot baselines are made on: Vitest names each `<story>-<scheme>-chromium-<platform>.png`,
 * and Chromium draws text and shadows a little differently on each system, so a picture is compared
 * only where its baseline was made. Elsewhere (a designer's Mac) the stories still run with every
 * other check, and the pictures are reviewed through Chromatic or the visual report instead.
 */
export const baselinePlatform = 'linux';

export function comparesScreenshots(platform: string) {
  return platform === baselinePlatform;
}

/** The one line a run on another platform prints instead of a failure per picture. */
export function otherPlatformNote(platform: string) {
  return `screenshots: not compared on ${platform} (the baselines are Chromium on ${baselinePlatform}, *-chromium-${baselinePlatform}.png); review pictures through Chromatic (npm run chromatic) or the visual report (npm run report:visual)`;
}
