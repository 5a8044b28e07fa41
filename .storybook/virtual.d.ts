declare module 'virtual:stories-in-languages' {
  /** Each language's story files, by path from the root, loaded on demand (storiesInLanguages.ts). */
  const storyFiles: Record<string, Record<string, () => Promise<unknown>>>;
  export default storyFiles;
}
