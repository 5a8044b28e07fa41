/**
 * Where React Router writes a language's build ('' for English): English at build/, each other
 * language apart until react-router.config.ts moves it in beside English. The prerender reads the
 * language's island manifest from there (src/entry.server.tsx).
 */
export const buildDirectory = (locale: string) => (locale ? `build/locales/${locale}` : 'build');
