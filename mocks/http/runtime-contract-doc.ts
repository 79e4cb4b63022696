type Json = Record<string, unknown>;

const KEEP: Record<string, readonly string[]> = {
  operation: ['operationId', 'parameters', 'requestBody', 'responses', 'security'],
  parameter: ['$ref', 'name', 'in', 'required', 'schema'],
  requestBody: ['$ref', 'required', 'content'],
  response: ['$ref', 'content'],
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function pick(value: unknown, keys: readonly string[]): Json {
  const object = (value ?? {}) as Json;
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}

/** The object a chain of local `$ref`s ends at. */
function follow(doc: Json, value: unknown): Json {
  let current = (value ?? {}) as Json;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => (node?.[key] ?? {}) as Json, doc);
  }
  return current;
}

/**
 * The contract as the in-browser mock of a production build reads it at run time: which
 * operations there are, their parameters, bodies and statuses. Its validators are compiled at
 * build time (precompileContract), so no schema is needed any more: each becomes `{}`, with the
 * `default` it resolves to (a missing parameter takes it). Descriptions, examples and the
 * component schemas are left out; every pointer the operations hold stays the same.
 */
export function runtimeContractDoc(doc: Json): Json {
  const schema = (value: unknown): Json => {
    const resolved = follow(doc, value);
    return 'default' in resolved ? { default: resolved.default } : {};
  };
  const content = (value: unknown): Json =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Json).map(([type, media]) => [
        type,
        (media as Json | undefined)?.schema ? { schema: {} } : {},
      ]),
    );
  const parameter = (value: unknown): Json => {
    const kept = pick(value, KEEP.parameter);
    if (kept.schema) kept.schema = schema(kept.schema);
    return kept;
  };
  const withContent = (value: unknown, keys: readonly string[]): Json => {
    const kept = pick(value, keys);
    if (kept.content) kept.content = content(kept.content);
    return kept;
  };
  const mapValues = (value: unknown, act: (item: unknown) => Json): Json =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Json).map(([key, item]) => [key, act(item)]),
    );
  const paths = mapValues(doc.paths, (item) => {
    const pathItem = item as Json;
    const out: Json = {};
    if (Array.isArray(pathItem.parameters)) out.parameters = pathItem.parameters.map(parameter);
    for (const method of METHODS) {
      if (!pathItem[method]) continue;
      const operation = pick(pathItem[method], KEEP.operation);
      if (Array.isArray(operation.parameters)) {
        operation.parameters = operation.parameters.map(parameter);
      }
      if (operation.requestBody) {
        operation.requestBody = withContent(operation.requestBody, KEEP.requestBody);
      }
      operation.responses = mapValues(operation.responses, (response) =>
        withContent(response, KEEP.response),
      );
      out[method] = operation;
    }
    return out;
  });
  const components = (doc.components ?? {}) as Json;
  return {
    info: { version: (doc.info as Json | undefined)?.version },
    ...('security' in doc ? { security: doc.security } : {}),
    paths,
    components: {
      parameters: mapValues(components.parameters, parameter),
      requestBodies: mapValues(components.requestBodies, (body) =>
        withContent(body, KEEP.requestBody),
      ),
      responses: mapValues(components.responses, (response) =>
        withContent(response, KEEP.response),
      ),
    },
  };
}
