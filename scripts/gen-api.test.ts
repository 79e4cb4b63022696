// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findStale, generate, outputPaths, write } from './gen-api';

const fixture = resolve(import.meta.dirname, 'fixtures/tiny-openapi.yaml');

describe('gen-api', () => {
  let outDir: string;

  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'meritly-gen-'));
  });

  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('generates path types and the contract as JSON', async () => {
    const files = await generate(fixture);
    expect(files.schemaTs).toContain('Do not edit by hand');
    expect(files.schemaTs).toContain("'/api/teams'");
    expect(files.schemaTs).toMatch(/Team: \{\s+id: number;\s+name: string;/);
    expect(JSON.parse(files.json).paths['/api/teams'].get.operationId).toBe('listTeams');
  });

  it("writes each schema's type by its name", async () => {
    const files = await generate(fixture);
    expect(files.schemaTypes).toContain('Do not edit');
    expect(files.schemaTypes).toContain("import type { components } from './schema';");
    expect(files.schemaTypes).toContain("export type Team = components['schemas']['Team'];");
  });

  it('is deterministic', async () => {
    expect(await generate(fixture)).toEqual(await generate(fixture));
  });

  it('reports missing and edited files as stale, and nothing after a fresh write', async () => {
    const files = await generate(fixture);
    const out = outputPaths(outDir);
    expect(await findStale(files, outDir)).toEqual([
      out.schemaTs,
      out.json,
      out.limits,
      out.schemaTypes,
    ]);

    await write(files, outDir);
    expect(await findStale(files, outDir)).toEqual([]);

    await writeFile(out.json, (await readFile(out.json, 'utf8')) + '\n');
    expect(await findStale(files, outDir)).toEqual([out.json]);
  });
});
