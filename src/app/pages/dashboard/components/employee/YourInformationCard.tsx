import Skeleton from '@mui/material/Skeleton';
import { formatDay } from '@/lib/day-format';
import type { Employee } from '@/api/resources/employees';
import { DetailList } from './DetailList';
import { SectionCard } from '@/components/SectionCard';

export interface YourInformationCardProps {
  employee: Employee | undefined;
  email: string;
  isLoading?: boolean;
}

/** Spec 01 §2 'Your Information' profile card. */
export function YourInformationCard({ employee, email, isLoading }: YourInformationCardProps) {
  const manager = employee?.primaryManager;
  return (
    <SectionCard title="Your Information" titleGap={1.5} sx={{ height: '100%' }}>
      {isLoading || !employee ? (
        <Skeleton variant="rounded" height={140} />
      ) : (
        <DetailList
          items={[
            ['Name', `${employee.firstName} ${employee.lastName}`],
            ['Email', email],
            ['Position', employee.position || 'Employee'],
            ['Department', employee.department ?? '—'],
            ['Teams', employee.teams.map((t) => t.name).join(', ') || '—'],
            ['Manager', manager ? `${manager.firstName} ${manager.lastName}` : '—'],
            ['Hire Date', formatDay(employee.hireDate)],
          ]}
        />
      )}
    </SectionCard>
  );
}
