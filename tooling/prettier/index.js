/**
 * The repository's one Prettier configuration. The options follow how the code was already
 * written (single quotes, semicolons, trailing commas, long lines) so the first format moved as
 * little as possible.
 *
 * @type {import('prettier').Config}
 */
const config = {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 120,
  arrowParens: 'always',
};

export default config;
