/**
 * Where the visitor's light/dark choice is kept, for MUI's scheme script in the page's head, its
 * ThemeProvider and the header's scheme switch alike (the value is MUI's own default, so a choice
 * made before it was named here still holds).
 */
export const modeStorageKey = 'mui-mode';
