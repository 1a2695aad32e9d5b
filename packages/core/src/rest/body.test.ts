import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, parseJsonBody } from './body';

const JSON_TYPE = 'application/json';
const refusal = (raw: string) => {
  try {
    parseJsonBody(raw, JSON_TYPE);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('parseJsonBody', () => {
  it('reads a flat body without walking it', () => {
    expect(parseJsonBody('{"cityCode":"3304557","adults":2}', JSON_TYPE)).toEqual({ cityCode: '3304557', adults: 2 });
  });

  it('refuses NUL written as the only way JSON can hold it, in a value or a key, at any depth', () => {
    expect(refusal(JSON.stringify({ title: 'a\0b' }))).toBe('Validation error: title: must not contain NUL characters');
    expect(refusal(JSON.stringify({ metadata: { list: ['ok', { ['k\0']: 1 }] } }))).toBe(
      'Validation error: metadata.list.1: must not contain NUL characters',
    );
    // Unescaped, it is not JSON at all.
    expect(refusal('{"title":"a\u0000b"}')).toBe('Validation error: body: malformed JSON');
    // An escaped backslash before the letters is no NUL: walked, and read.
    expect(parseJsonBody('{"title":"a\\\\u0000b"}', JSON_TYPE)).toEqual({ title: 'a\\u0000b' });
  });

  it(`refuses nesting past ${MAX_BODY_DEPTH} levels, and reads brackets inside strings as text`, () => {
    const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);
    expect(refusal(nested(MAX_BODY_DEPTH + 2))).toBe(`Validation error: body: nested deeper than ${MAX_BODY_DEPTH} levels`);
    expect(parseJsonBody(nested(MAX_BODY_DEPTH), JSON_TYPE)).toBeDefined();
    expect(parseJsonBody(JSON.stringify({ note: '{['.repeat(40) }), JSON_TYPE)).toEqual({ note: '{['.repeat(40) });
  });
});
