/**
 * The folder a build goes to: build/ for `npm run build`, or the one scripts/build.mjs names in
 * SITE_BUILD_DIR (the tests' own, test-build/, so a test run never rewrites what `npm run serve`
 * publishes; scripts/siteBuild.mjs).
 */
export const buildRoot = () => process.env.SITE_BUILD_DIR || 'build';

/**
 * Where React Router writes a language's build ('' for English): English at the build's root, each
 * other language apart until react-router.config.ts moves it in beside English. The prerender reads
 * the language's island manifest from there (src/entry.server.tsx).
 */
export const buildDirectory = (locale: string) => (locale ? `${buildRoot()}/locales/${locale}` : buildRoot());
