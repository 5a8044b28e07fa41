/**
 * Visitor text made safe for a terminal. Control characters (C0, DEL, C1: escape sequences,
 * carriage returns, bells), invisible format characters (bidirectional overrides, zero-width
 * marks), line and paragraph separators and lone surrogates could hide text, forge lines or
 * retitle the window; they are shown as escapes instead, and backslashes are doubled so an
 * escape can always be told from text that looks like one.
 */
const unsafe = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\\]/gu;
/** @type {Record<string, string>} */
const named = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\x1b': '\\e' };

/** A matched character is never empty, so it always has a code point. */
const codePointOf = (/** @type {string} */ char) => /** @type {number} */ (char.codePointAt(0));
const codeOf = (/** @type {string} */ char) => codePointOf(char).toString(16).toUpperCase();

/** @param {unknown} text */
export function visible(text) {
  return String(text).replace(unsafe, (char) => {
    if (named[char]) return named[char];
    const code = codeOf(char);
    return codePointOf(char) <= 0xff ? `\\x${code.padStart(2, '0')}` : `\\u{${code}}`;
  });
}

/**
 * Visitor text over several lines: each line break starts an indented line, everything else as `visible`.
 * @param {unknown} text
 * @param {string} indent
 */
export function visibleLines(text, indent) {
  return String(text).split('\n').map(visible).join(`\n${indent}`);
}

/**
 * JSON for a terminal that still parses to exactly the same values: JSON.stringify leaves C1
 * controls, format characters and separators raw, which JSON allows to be written as \u escapes.
 * @param {unknown} value
 */
export function terminalJson(value) {
  const escape = (/** @type {string} */ unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => char.split('').map(escape).join(''));
}
