/*
 * The faces the site serves, for the site (src/root.tsx) and Storybook alike: Inter in three weights,
 * and Noto Sans Arabic cut to the core Arabic block. Inter's Latin Extended letters (Polish, Turkish,
 * Czech, Vietnamese names; the pseudo-locale's accents) are declared too: each file is fetched only by
 * a page that shows one of its letters (unicode-range), so today none is.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-ext-700.css';
import './arabic.css';
