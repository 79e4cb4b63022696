// Issue 19: fetchAllEmployees lives in the Employees module; this re-export stays only until
// src/features/review-cycles/api/cycle-lookups.ts imports it from there. Delete it then.
export { fetchAllEmployees } from './resources/employees';
