import type { Rule } from 'eslint';

declare const plugin: {
  meta: { name: string };
  rules: Record<
    'api-paths-in-resources' | 'one-wrapper-per-endpoint' | 'query-keys-in-resources',
    Rule.RuleModule
  >;
};
export default plugin;
