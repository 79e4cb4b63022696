declare module 'virtual:meritly-contract-validators' {
  import type { PrecompiledValidators } from '@mocks/http/create-contract';

  /**
   * The contract's request validators compiled at build time (production builds), else null.
   * See scripts/vite/precompiled-contract.ts.
   */
  const validators: PrecompiledValidators | null;
  export default validators;
}
