import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import { type AjvKind, ajvOptions, CONTRACT_SCHEMA_ID, listValidators } from './create-contract.ts';

/**
 * ES module source with every validator of the contract compiled ahead of time (ajv's standalone
 * code), for the in-browser mock: compiling at run time uses `new Function`, which the app's
 * Content-Security-Policy (no 'unsafe-eval') refuses. Its default export maps `${kind}:${key}`
 * to the validate function, for `contract.usePrecompiled`. Node only (build time).
 */
export function precompileContract(
  doc: Record<string, unknown>,
  kinds: readonly AjvKind[] = ['params', 'request', 'response'],
): string {
  const specs = listValidators(doc);
  const imports = new Map<string, string>();
  const bodies: string[] = [];
  const entries: string[] = [];
  kinds.forEach((kind, k) => {
    const ajv = new Ajv2020({ ...ajvOptions(kind), code: { source: true, esm: true } });
    addFormats(ajv);
    ajv.addSchema(doc, CONTRACT_SCHEMA_ID);
    const exportNames: Record<string, string> = {};
    specs
      .filter((spec) => spec.kind === kind)
      .forEach((spec, i) => {
        const id = `meritly:${kind}:${spec.key}`;
        ajv.addSchema({ ...spec.schema, $id: id });
        const name = `v${k}_${i}`;
        exportNames[name] = id;
        entries.push(`${JSON.stringify(`${kind}:${spec.key}`)}: ${name}`);
      });
    let code = standaloneCode(ajv, exportNames);
    // The generated code reaches ajv's run-time helpers and the formats with require(): each
    // becomes an import, so the module is plain ESM for the bundler.
    code = code.replace(/require\("([^"]+)"\)/g, (_match, path: string) => {
      let local = imports.get(path);
      if (!local) {
        local = `__dep${imports.size}`;
        imports.set(path, local);
      }
      return local;
    });
    // Each kind in its own block scope: the generated names repeat between ajv instances.
    const exported = Object.keys(exportNames);
    bodies.push(
      `const [${exported.join(', ')}] = (() => {\n${code
        .replace(/^"use strict";/, '')
        .replace(
          /export const (\w+) = /g,
          'const $1 = ',
        )}\nreturn [${exported.join(', ')}];\n})();`,
    );
  });
  const importLines = [...imports].map(
    ([path, local]) => `import * as ${local} from ${JSON.stringify(path)};`,
  );
  return [...importLines, ...bodies, `export default {\n${entries.join(',\n')}\n};`].join('\n');
}
