import type { Employee } from './records';
import { db } from './store';

/** The employee record a new account brings when it links to none (registration, Add User). */
export function insertAccountEmployee(
  organizationId: string,
  person: Pick<Employee, 'firstName' | 'lastName' | 'isManager'>,
  stamp: string,
): Employee {
  return db.employees.insert({
    organizationId,
    userId: null,
    firstName: person.firstName,
    middleName: '',
    lastName: person.lastName,
    workEmail: '',
    personalEmail: '',
    phoneNumber: '',
    isActive: true,
    position: 'Employee',
    department: '',
    hireDate: stamp.slice(0, 10),
    isManager: person.isManager,
    teamIds: [],
    levelId: null,
    zone: null,
    createdAt: stamp,
    updatedAt: stamp,
  });
}
