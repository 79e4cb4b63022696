import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/api/errors';
import { AuditSection } from '@/components/audit/AuditSection';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader, type BreadcrumbItem } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { downloadText } from '@/lib/download';
import { compensationHistoryCsv } from '@/lib/imports/export';
import { useSession } from '@/hooks/useSession';
import {
  useEmployee,
  useEmployeeCompensationHistory,
  useEmployeePerformanceHistory,
} from '@/api/resources/employees';
import { CompensationHistory } from '../components/CompensationHistory';
import { EditEmployeePanel } from '../components/EditEmployeePanel';
import { EmployeeInfo } from '../components/EmployeeInfo';
import { PerformanceHistory } from '../components/PerformanceHistory';
import { EMPLOYEE_MESSAGES } from '../employee-form';

const FETCH_FAILED = 'Failed to fetch employee details';
/** An employee without an account gets one through the Add User panel, linked to them. */
const GIVE_ACCOUNT = 'Give Account';

/** /employees/{id}: information, histories, breadcrumb, back, and the admin's Edit Employee panel. */
export default function EmployeeDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const employee = useEmployee(id);
  const compensation = useEmployeeCompensationHistory(id);
  const performance = useEmployeePerformanceHistory(id);
  const [editing, setEditing] = useState(false);
  const name = employee.data ? `${employee.data.firstName} ${employee.data.lastName}` : 'Employee';
  usePageTitle(name);

  const team = employee.data?.teams[0];
  const breadcrumbs: BreadcrumbItem[] = [
    ...(user?.role === 'admin' ? [{ label: 'Teams', to: paths.admin.teams.getHref() }] : []),
    ...(team && user?.role === 'admin'
      ? [{ label: team.name, to: paths.admin.team.getHref(team.id) }]
      : []),
    { label: name },
  ];
  const back = (
    <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
      Back
    </Button>
  );

  if (employee.isPending) return <LoadingState />;
  if (employee.isError) {
    const missing = employee.error instanceof ApiError && employee.error.status === 404;
    return (
      <>
        <PageHeader title="Employee" breadcrumbs={breadcrumbs} actions={back} />
        {missing ? (
          <Alert severity="warning">{EMPLOYEE_MESSAGES.notFound}</Alert>
        ) : (
          <ErrorBanner message={FETCH_FAILED} onRetry={() => void employee.refetch()} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={name}
        subtitle={employee.data.position}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            {back}
            {compensation.data && compensation.data.length > 0 ? (
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() =>
                  downloadText(
                    `compensation-history-${employee.data.lastName}-${employee.data.firstName}.csv`,
                    compensationHistoryCsv(employee.data.workEmail ?? '', compensation.data),
                  )
                }
              >
                Export History
              </Button>
            ) : null}
            {user?.role === 'admin' && !employee.data.user && employee.data.isActive ? (
              <Button
                variant="outlined"
                startIcon={<PersonAddIcon />}
                component={RouterLink}
                to={paths.admin.users.getHref({ employeeId: employee.data.id })}
              >
                {GIVE_ACCOUNT}
              </Button>
            ) : null}
            {user?.role === 'admin' ? (
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit Employee
              </Button>
            ) : null}
          </>
        }
      />
      <Stack spacing={3}>
        <EmployeeInfo employee={employee.data} />
        <CompensationHistory
          entries={compensation.data}
          isLoading={compensation.isPending}
          error={compensation.isError ? 'Failed to fetch compensation history' : null}
        />
        <PerformanceHistory
          entries={performance.data}
          isLoading={performance.isPending}
          error={performance.isError ? 'Failed to fetch performance history' : null}
        />
        {user?.role === 'admin' ? <AuditSection query={{ employeeId: id }} hideEmployee /> : null}
      </Stack>
      {user?.role === 'admin' ? (
        <EditEmployeePanel
          open={editing}
          employee={employee.data}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
