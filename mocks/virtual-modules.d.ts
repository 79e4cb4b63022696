declare module 'virtual:meritly-contract-validators' {
  import type { ValidateFunction } from 'ajv';

  /** Validators compiled at build time (production builds), else null. See scripts/vite/precompiled-contract.ts. */
  const validators: Readonly<Record<string, ValidateFunction>> | null;
  export default validators;
}
