/*
 * The pseudo-locale's run (vitest.config.ts): its accented letters (ḗ, ȧ, ǿ…) are outside the Latin
 * letters the site serves, so Inter's Latin Extended faces are added here, and only here (declaring
 * them on the site changes how Chromium sets every English line by a fraction of a pixel). Its words
 * are then set in Inter, as a long language's would be, on any machine.
 */
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-ext-700.css';
