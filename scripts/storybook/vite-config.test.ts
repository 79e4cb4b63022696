import type { Plugin, PluginOption, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { PRECOMPILED_CONTRACT_ID, precompiledContract } from '../vite/precompiled-contract';
import { storybookViteConfig } from './vite-config';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const CREATE_CONTRACT = '/repo/mocks/http/create-contract.ts';

/** vite.config.ts's plugins as Storybook receives them: nested like `react()` returns them. */
function appPlugins(): PluginOption[] {
  return [
    [{ name: 'vite:react-babel' }, { name: 'vite:react-refresh' }],
    { name: 'meritly:drop-mock-worker' },
    { name: 'meritly:prerender-landing' },
    { name: 'meritly:security-headers' },
    precompiledContract(),
    { name: 'meritly:chunk-size-limits' },
  ];
}

function names(plugins: PluginOption[]): string[] {
  return plugins.flatMap((p) => (Array.isArray(p) ? names(p) : p && 'name' in p ? [p.name] : []));
}

function contractPlugin(plugins: PluginOption[]): Plugin {
  const found = plugins.flat(3).find((p) => p && 'name' in p && p.name.endsWith('contract'));
  return found as Plugin;
}

/** What a production build (`vite build`, the command Storybook's build runs too) makes of ajv. */
function inBuild(plugin: Plugin) {
  (plugin.configResolved as Hook).call({}, { command: 'build', root: '/repo' } as ResolvedConfig);
  const resolve = (source: string, importer?: string) =>
    (plugin.resolveId as Hook).call({}, source, importer, {}) as string | null;
  const load = (id: string) => (plugin.load as Hook).call({ addWatchFile: () => undefined }, id);
  return {
    ajv: resolve('ajv/dist/2020', CREATE_CONTRACT),
    load,
    validators: () => load(resolve(PRECOMPILED_CONTRACT_ID)!),
  };
}

describe('storybookViteConfig', () => {
  it("the app's build stubs ajv out (its CSP forbids compiling validators at run time)", async () => {
    const app = inBuild(contractPlugin(appPlugins()));
    expect(app.ajv).not.toBeNull();
    expect(String(app.load(app.ajv!))).toContain('ajv is not in this build');
  });

  it("Storybook's build keeps ajv and compiles the contract's checks at run time, as dev does", async () => {
    const config = await storybookViteConfig({ plugins: appPlugins() });
    const storybook = inBuild(contractPlugin(config.plugins!));
    expect(storybook.ajv).toBeNull();
    expect(storybook.validators()).toBe('export default null;');
  });

  it("drops the plugins of the app's own build and preview, keeps the rest", async () => {
    const config = await storybookViteConfig({ plugins: appPlugins(), base: './' });
    expect(names(config.plugins!)).toEqual([
      'vite:react-babel',
      'vite:react-refresh',
      'meritly:precompiled-contract',
    ]);
    expect(config.base).toBe('./');
  });
});
