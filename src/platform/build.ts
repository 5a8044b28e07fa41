/* The build-time and server half of how a page loads (README "How a page loads"). */
export { chunkGroups } from './chunkGroups';
export { criticalStyleTags } from './criticalStyles';
export { builtChunkImports, rewriteHtmlFiles, startScriptsAfterLoad } from './htmlFiles';
export { lazyMuiDefaultTheme } from './lazyMuiDefaultTheme';
