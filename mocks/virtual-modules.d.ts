declare module 'virtual:meritly-contract-validators' {
  import type { PrecompiledLoaders } from '@mocks/http/create-contract';

  /**
   * Loaders of the validators compiled at build time, one chunk per kind (production builds),
   * else null. See scripts/vite/precompiled-contract.ts.
   */
  const loaders: PrecompiledLoaders | null;
  export default loaders;
}
