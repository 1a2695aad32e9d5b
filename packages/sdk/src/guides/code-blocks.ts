/** The TypeScript code blocks of a markdown guide (```ts or ```typescript fences), in order. */
export function typescriptBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const fence = /^```(ts|typescript)[^\S\n]*\n([\s\S]*?)^```[^\S\n]*$/gm;
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) blocks.push(match[2]!);
  return blocks;
}

/**
 * One module out of a guide's blocks, read top to bottom as the reader would: imports hoisted to the
 * top (several blocks may import), `@tas/sdk` pointing at the SDK's source.
 */
export function guideModule(markdown: string, sdkEntry: string): string {
  const imports = new Set<string>();
  const body: string[] = [];
  for (const block of typescriptBlocks(markdown)) {
    for (const line of block.split('\n')) {
      if (/^import\s.+\sfrom\s+'[^']+';\s*$/.test(line)) imports.add(line.replace("'@tas/sdk'", JSON.stringify(sdkEntry)));
      else body.push(line);
    }
  }
  return `${[...imports].join('\n')}\n${body.join('\n')}\nexport {};\n`;
}
