import { getDefaultNormalizer } from 'storybook/test';

/**
 * A text as Testing Library reads it off the page: every run of white space, French no-break spaces
 * (before ":", in "3 180") included, as one plain space. A play that looks for translated words gives
 * them through this, since Testing Library normalises the page's text but not the text it is given.
 */
export const shown = getDefaultNormalizer();
