/**
 * The repository's one Prettier configuration. The options follow how the code was already
 * written (single quotes, semicolons, trailing commas) so the first format moved as little as
 * possible. The code's lines run long (one line in ten is past 100 characters): at 140 most
 * hand-wrapped code stays as it is and only the very long lines are split.
 *
 * @type {import('prettier').Config}
 */
const config = {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 140,
  arrowParens: 'always',
};

export default config;
