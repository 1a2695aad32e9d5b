import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@tas/core';
import { typesFromDocument } from './types-from-document';

// The document is built from the routers exactly as /api/v1/openapi.json serves it, written beside the SDK
// for other generators, and turned into src/generated/api.ts.
const document = buildOpenApiDocument('http://localhost:3000');
const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
writeFileSync(at('../openapi.json'), JSON.stringify(document, null, 2) + '\n');
writeFileSync(at('../src/generated/api.ts'), await typesFromDocument(document));
console.log('wrote packages/sdk/openapi.json and packages/sdk/src/generated/api.ts');
process.exit(0);
