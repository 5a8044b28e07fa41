/**
 * Embla's `duration` for a move from an arrow, a dot or a key (spec §9: 300 ms transitions).
 * Embla's unit is not milliseconds but the damping of its scroll body: 10 reaches half way in about
 * 70 ms and rests within 2 px in about 400 ms; the 30 used before took over a second
 * (scripts/site/behaviour/carousels.spec.ts times it frame by frame on the built site).
 */
export const slideDuration = 10;
