import type { InlineConfig, Plugin, PluginOption } from 'vite';
import type { PrecompiledContractApi } from '../vite/precompiled-contract.ts';

/**
 * Plugins of vite.config.ts that serve the app's own production build and preview server only:
 * the prerendered landing page, dropping the mock's service worker from a real-API build, the
 * preview's headers, the app's chunk size limits. Storybook's build keeps none of them.
 */
const APP_BUILD_PLUGINS = [
  'meritly:prerender-landing',
  'meritly:drop-mock-worker',
  'meritly:security-headers',
  'meritly:chunk-size-limits',
];
const CONTRACT_PLUGIN = 'meritly:precompiled-contract';

const isPlugin = (option: PluginOption): option is Plugin =>
  !!option && typeof option === 'object' && 'name' in option;

async function withoutPlugins(options: PluginOption[], names: string[]): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const option of await Promise.all(options)) {
    if (Array.isArray(option)) kept.push(await withoutPlugins(option, names));
    else if (!(isPlugin(option) && names.includes(option.name))) kept.push(option);
  }
  return kept;
}

async function findPlugin(options: PluginOption[], name: string): Promise<Plugin | undefined> {
  for (const option of await Promise.all(options)) {
    const found = Array.isArray(option)
      ? await findPlugin(option, name)
      : isPlugin(option) && option.name === name
        ? option
        : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Storybook's Vite config (dev and static build) from the app's: its aliases and React plugin,
 * without the app-build plugins, so the static Storybook behaves as `npm run storybook`. Its
 * in-browser mock compiles the contract's checks with ajv at run time, of requests and responses,
 * as in dev: the production app's build has no ajv and no eval (its CSP), a Storybook page has
 * no CSP.
 */
export async function storybookViteConfig(config: InlineConfig): Promise<InlineConfig> {
  const plugins = await withoutPlugins(config.plugins ?? [], APP_BUILD_PLUGINS);
  const contract = (await findPlugin(plugins, CONTRACT_PLUGIN)) as
    Plugin<PrecompiledContractApi> | undefined;
  if (!contract) throw new Error(`${CONTRACT_PLUGIN} is not in vite.config.ts any more`);
  contract.api?.compileAtRunTime();
  return { ...config, plugins };
}
