import { loadStories, runStories } from '../run-stories';

runStories(
  await loadStories({
    ...import.meta.glob('../../features/employees/components/AddEmployeePanel.stories.tsx'),
    ...import.meta.glob('../../features/employees/routes/EmployeesRoute.stories.tsx'),
  } as never),
);
