// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createContract } from './create-contract';
import { runtimeContractDoc } from './runtime-contract-doc';
import generated from '@/api/openapi.gen.json';

const doc = generated as unknown as Record<string, unknown>;

describe('runtimeContractDoc', () => {
  it("gives the browser build's contract the same operations in a sixth of the bytes", () => {
    const slim = runtimeContractDoc(doc);
    const full = createContract(doc);
    const fromSlim = createContract(slim);
    expect(fromSlim.version).toBe(full.version);
    expect([...fromSlim.operations]).toEqual([...full.operations]);
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(doc).length / 5);
    expect(JSON.stringify(slim)).not.toContain('"description"');
  });
});
