import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CATALOG } from '../../../core/src/rest/error-catalog';
import { errorCodesTable, withErrorTable } from './error-table';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every `new ApiError(<status>, '<CODE>'` in the packages' and apps' non-test sources. */
function raisedCodes(): { file: string; status: number; code: string }[] {
  const found: { file: string; status: number; code: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/new ApiError\(\s*(\d{3}),\s*'([A-Z_]+)'/g))
          found.push({ file: path.slice(repo.length), status: Number(m[1]), code: m[2]! });
      }
    }
  };
  for (const top of ['packages', 'apps'])
    for (const pkg of readdirSync(join(repo, top)))
      if (statSync(join(repo, top, pkg, 'src'), { throwIfNoEntry: false })?.isDirectory()) walk(join(repo, top, pkg, 'src'));
  return found;
}

describe('the errors guide and the code agree', () => {
  it('docs/guides/errors.md embeds the table generated from the error catalogue (else `pnpm --filter @tas/sdk docs:errors`)', () => {
    const guide = readFileSync(join(repo, 'docs/guides/errors.md'), 'utf8');
    expect(guide).toContain(errorCodesTable());
    expect(withErrorTable(guide)).toBe(guide);
  });

  it('every ApiError raised in the code uses the status its code has in the catalogue', () => {
    const raised = raisedCodes();
    expect(raised.length).toBeGreaterThan(20);
    const wrong = raised.filter((r) => API_ERROR_CATALOG[r.code as keyof typeof API_ERROR_CATALOG]?.status !== r.status);
    expect(wrong).toEqual([]);
  });

  it('every code of the catalogue is raised somewhere', () => {
    const raised = new Set(raisedCodes().map((r) => r.code));
    expect(Object.keys(API_ERROR_CATALOG).filter((code) => !raised.has(code))).toEqual([]);
  });
});
