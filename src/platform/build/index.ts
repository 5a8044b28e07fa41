/* The build-time and server half of how a page loads (docs/architecture.md, "How a page loads"). */
export { criticalStyleTags } from './criticalStyles';
export { readIslandFiles } from './islandManifest';
