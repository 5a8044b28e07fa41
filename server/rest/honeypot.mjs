/**
 * The contact form's hidden field. People never see it; form-filling bots do. The site skips
 * the insert when it is filled; this endpoint also answers 201 and stores nothing when a script
 * posts it, so a bot learns nothing from the answer.
 */
export const honeypotField = 'website';

/** @param {import('./body.mjs').Row[]} rows */
export const isHoneypotFilled = (rows) => rows.some((row) => row[honeypotField] !== undefined && row[honeypotField] !== null && String(row[honeypotField]).trim() !== '');

/**
 * An empty honeypot is not a column: drop it before the insert.
 * @param {import('./body.mjs').Row[]} rows
 * @returns {import('./body.mjs').Row[]}
 */
export const withoutHoneypot = (rows) =>
  rows.map((row) => {
    const { [honeypotField]: _ignored, ...rest } = row;
    return rest;
  });
