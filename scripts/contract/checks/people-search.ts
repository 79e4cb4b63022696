import type { SequenceCheck } from '../sequences';
import { newEmployeeBody } from './employee-accounts';
import { check } from './order';
import type { Dto, World } from '../world';

/**
 * The directory's `search` (the contract's people search): the words of a full name find the
 * person in either order, with or without a comma, whatever the case and accents; every word must
 * match. Run against an employee created for it with an accented name.
 */
export async function peopleSearchChecks(w: World): Promise<SequenceCheck[]> {
  const tag = w.unique('zq');
  const created = await w.must('admin', 'post', '/api/employees', {
    ...newEmployeeBody(w),
    firstName: 'Sofía',
    lastName: `Álvarez ${tag}`,
  });
  const id = String(created?.data?.id);
  const finds = async (search: string) => {
    const body = await w.must('admin', 'get', '/api/employees', undefined, {
      search,
      limit: '1000',
    });
    return ((body?.data ?? []) as Dto[]).some((e) => e.id === id);
  };
  const found = [`Sofía Álvarez ${tag}`, `Álvarez ${tag}, Sofía`, `sofia ALVAREZ ${tag}`];
  const missed: string[] = [];
  for (const search of found) if (!(await finds(search))) missed.push(`"${search}" missed them`);
  return [
    check(
      'search finds a person by full name, first-last or "Last, First", case and accents aside',
      missed,
    ),
    check(
      'search needs every word: a name with one word wrong does not find the person',
      (await finds(`Nadia ${tag}`)) ? [`"Nadia ${tag}" found Sofía Álvarez ${tag}`] : [],
    ),
  ];
}
