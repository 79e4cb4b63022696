import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '@/api/errors';
import { employeeQueryOptions } from '@/api/resources/employees';
import { useLevels } from '@/api/resources/levels';
import type { Participant } from '@/api/resources/participants';
import { levelOfPosition } from '@/lib/band-preview';
import type { BandFormContext } from './promotion-form';

/** A reviewer who is not the employee's manager may not read their record: no band then. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && [403, 404].includes(error.status)) && failureCount < 2;

/**
 * The pay band data of the recommendation form: the employee's level and zone (their
 * record) and the organization's levels (the promotion's choices and bands). Read once; the
 * before/after figures are computed from them as the manager types.
 */
export function useBandContext(participant: Participant, enabled: boolean): BandFormContext | null {
  const employee = useQuery({
    ...employeeQueryOptions(participant.employeeId),
    enabled,
    retry: retryUnlessRefused,
  });
  const levels = useLevels(enabled);
  const { currency } = participant;
  const currentSalary = participant.currentSalary ?? null;
  return useMemo(() => {
    if (!enabled) return null;
    const record = employee.data;
    const list = levels.data ?? null;
    const own = record?.levelId ? list?.find((l) => l.id === record.levelId) : undefined;
    return {
      employee: employee.isError ? 'unavailable' : record ? 'ready' : 'loading',
      currentLevel: own ?? levelOfPosition(record?.bandPosition),
      levels: list,
      zone: record?.zone ?? null,
      currency,
      currentSalary,
    };
  }, [enabled, employee.data, employee.isError, levels.data, currency, currentSalary]);
}
