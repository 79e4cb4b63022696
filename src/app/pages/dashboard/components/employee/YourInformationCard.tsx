import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDay } from '@/lib/day-format';
import type { Employee } from '@/api/resources/employees';
import { DetailList } from './DetailList';

export interface YourInformationCardProps {
  employee: Employee | undefined;
  email: string;
  isLoading?: boolean;
}

/** Spec 01 §2 'Your Information' profile card. */
export function YourInformationCard({ employee, email, isLoading }: YourInformationCardProps) {
  const manager = employee?.primaryManager;
  return (
    <Card component="section" aria-labelledby="your-information-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="your-information-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Your Information
        </Typography>
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
      </CardContent>
    </Card>
  );
}
