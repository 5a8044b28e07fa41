// The formatting half of `npm run check`, set to the code as it was written before there was a
// formatter: single quotes, semicolons, trailing commas, and long lines (a tenth of the lines were over
// 100 characters): at 200 a first pass changed about 3,400 of 51,000 lines, at 120 nearly 13,000.
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  printWidth: 200,
};
