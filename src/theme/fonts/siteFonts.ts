/*
 * The faces the site serves, for the site (src/root.tsx) and Storybook alike: Inter in three weights,
 * and Noto Sans Arabic cut to the core Arabic block.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './arabic.css';
