import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withErrorTable } from '../src/guides/error-table';

// Rewrites the code table of docs/guides/errors.md from the error catalogue (the test fails until it is run after a change).
const guide = fileURLToPath(new URL('../../../docs/guides/errors.md', import.meta.url));
writeFileSync(guide, withErrorTable(readFileSync(guide, 'utf8')));
console.log('wrote the code table of docs/guides/errors.md');
