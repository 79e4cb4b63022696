import { createContext, useContext } from 'react';

/** A request schema's limits by field, as `npm run gen:api` writes them (INPUT_LIMITS). */
export type FieldLimits = Readonly<Record<string, { readonly maxLength?: number } | undefined>>;

/**
 * The limits of the request a form sends (e.g. `INPUT_LIMITS.EmployeeCreate`): every text field
 * of the form named like a limited field stops there and counts, without each field repeating it.
 */
export const FieldLimitsContext = createContext<FieldLimits | null>(null);

/** The contract's maxLength of the field `name` of the form around, if it has one. */
export function useFieldMaxLength(name: string): number | undefined {
  return useContext(FieldLimitsContext)?.[name]?.maxLength;
}
