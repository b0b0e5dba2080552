// The component side of the registry comes from the same folders as the contracts; the shell
// blocks are named in a glob literal, so this proves it agrees with the contracts' `shell` flag.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockComponent, shellBlockTypes as shellComponents } from '../../../runtime/app/block-components';
import { blockTypes, getContract, shellBlockTypes } from '../../../blocks/registry';

const blocksDir = path.resolve(__dirname, '../../../blocks');
const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('block registry', () => {
  it('has one contract and one component per block folder, named by the folder', () => {
    expect([...blockTypes].sort()).toEqual(folders.filter((f) => existsSync(path.join(blocksDir, f, 'contract.ts'))).sort());
    expect(folders.filter((f) => !existsSync(path.join(blocksDir, f, 'contract.ts')))).toEqual([]);
    for (const type of blockTypes) expect(blockComponent(type), type).toBeTypeOf('function');
    expect(blockComponent('no-such-block')).toBeUndefined();
  });

  it('bundles exactly the blocks whose contract says shell with the app shell', () => {
    expect([...shellComponents].sort()).toEqual([...shellBlockTypes].sort());
    expect(shellBlockTypes.length).toBeGreaterThan(0);
  });

  it('every contract carries its props schema', () => {
    for (const type of blockTypes) expect(getContract(type)?.schema, type).toMatchObject({ type: 'object' });
  });
});
