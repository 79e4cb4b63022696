// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { applyMapping, guessMapping } from './columns';
import { bandsCsv } from './export';
import { planLevelImport } from './levels';
import type { Level } from '@/api/schema-types.gen';

const level = (over: Partial<Level>): Level => ({
  id: 'level_1',
  version: 'v1',
  name: 'L3 Senior',
  order: 3,
  jobFamily: null,
  bands: [],
  employeeCount: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});
const band = (zone: string | null, min: number, mid: number, max: number) => ({
  zone,
  currency: 'USD',
  min,
  mid,
  max,
});

describe('bandsCsv', () => {
  const levels = [
    level({ bands: [band('Zone B', 76500, 92000, 107000), band(null, 85000, 102000, 119000)] }),
    level({
      id: 'level_2',
      name: '=L1 Associate',
      order: 1,
      jobFamily: 'Ops',
      bands: [band(null, 50000, 60000, 70000)],
    }),
  ];

  it('writes one row per band, levels by order, default band first, formulas made inert', () => {
    expect(bandsCsv(levels).split('\r\n')).toEqual([
      'Level,Order,Job Family,Zone,Currency,Minimum,Midpoint,Maximum',
      `"'=L1 Associate",1,Ops,,USD,50000,60000,70000`,
      'L3 Senior,3,,,USD,85000,102000,119000',
      'L3 Senior,3,,Zone B,USD,76500,92000,107000',
    ]);
  });

  it('imports back as the same levels and bands', () => {
    const parsed = Papa.parse<Record<string, string>>(bandsCsv(levels.slice(0, 1)), {
      header: true,
    });
    const rows = applyMapping(parsed.data, guessMapping('levels', parsed.meta.fields ?? []));
    const outcome = planLevelImport(rows, {
      levels: [{ id: 'level_1', name: 'L3 Senior', order: 3, jobFamily: null }],
    });
    expect(outcome).toEqual({
      ok: true,
      plan: [
        {
          existingId: 'level_1',
          name: 'L3 Senior',
          order: 3,
          jobFamily: null,
          bands: [band(null, 85000, 102000, 119000), band('Zone B', 76500, 92000, 107000)],
        },
      ],
    });
  });
});
