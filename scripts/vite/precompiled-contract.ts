import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompileContract } from '../../mocks/http/precompile-contract.ts';
import { runtimeContractDoc } from '../../mocks/http/runtime-contract-doc.ts';

export const PRECOMPILED_CONTRACT_ID = 'virtual:meritly-contract-validators';
const RESOLVED_ID = `\0${PRECOMPILED_CONTRACT_ID}`;
const AJV_STUB_ID = '\0meritly-ajv-stub';
const RUNTIME_DOC_ID = '\0meritly-runtime-contract';
/** For a build that keeps ajv and compiles at run time, as the dev server does (Storybook's). */
export interface PrecompiledContractApi {
  compileAtRunTime(): void;
}

const CREATE_CONTRACT = /[\\/]mocks[\\/]http[\\/]create-contract\.ts$/;
const CONTRACT = /[\\/]mocks[\\/]http[\\/]contract\.ts$/;
const GENERATED_DOC = /(^|[\\/])api[\\/]openapi\.gen\.json$/;

/**
 * The in-browser mock of a production build checks requests with validators compiled at build
 * time: compiling at run time needs `eval`, which the Content-Security-Policy refuses. ajv itself
 * stays out of that build (create-contract.ts gets a stub that is never called); response checks,
 * a self-test of the mock run by the unit and contract tests, are left out of it (115 KiB gzip).
 * Its contract is then only the operations, already read (runtimeContractDoc), instead of the
 * generated document's 372 KiB, whose schemas are all in the validators.
 * Dev server, tests and Storybook get `null` and compile at run time as before; Storybook's static
 * build too (it calls `api.compileAtRunTime()`, see scripts/storybook/vite-config.ts): it has no
 * CSP, and its mock checks responses as in dev.
 */
export function precompiledContract(): Plugin<PrecompiledContractApi> {
  let build = false;
  let atRunTime = false;
  let root = process.cwd();
  return {
    name: 'meritly:precompiled-contract',
    enforce: 'pre',
    api: {
      compileAtRunTime() {
        atRunTime = true;
      },
    },
    configResolved(config) {
      build = config.command === 'build' && !atRunTime;
      root = config.root;
    },
    resolveId(source, importer) {
      if (source === PRECOMPILED_CONTRACT_ID) return RESOLVED_ID;
      const ajvImport = source === 'ajv/dist/2020' || source === 'ajv-formats';
      if (build && ajvImport && importer && CREATE_CONTRACT.test(importer)) return AJV_STUB_ID;
      if (build && GENERATED_DOC.test(source) && importer && CONTRACT.test(importer)) {
        return RUNTIME_DOC_ID;
      }
      return null;
    },
    load(id) {
      if (id === AJV_STUB_ID) {
        return [
          'export default function ajvStub() {',
          "  throw new Error('ajv is not in this build: every validator is precompiled');",
          '}',
        ].join('\n');
      }
      if (id !== RESOLVED_ID && id !== RUNTIME_DOC_ID) return null;
      if (!build) return 'export default null;';
      const docPath = resolve(root, 'src/api/openapi.gen.json');
      this.addWatchFile(docPath);
      const doc = JSON.parse(readFileSync(docPath, 'utf8')) as Record<string, unknown>;
      // JSON.parse of a string reads faster than the same object as a literal.
      if (id === RUNTIME_DOC_ID)
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(runtimeContractDoc(doc)))});`;
      return precompileContract(doc, ['params', 'request']);
    },
  };
}
