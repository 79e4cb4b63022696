import { READ_OPERATIONS, readOperations, type Operation } from './create-contract.ts';

type Json = Record<string, unknown>;

/**
 * The contract as the in-browser mock of a production build reads it at run time: its version and
 * its operations, already read (parameters, bodies, statuses, with their `$ref`s followed and each
 * parameter's default, each request body's shape: see body-shape.ts). Reading them from the document took about 20 ms of the mock worker's
 * start-up. Its validators are compiled at build time for parameters (found by operation) and
 * request bodies (by their schema's pointer), and responses are not checked in that build: the
 * parameters' and responses' schema pointers are left out, as are descriptions, examples, paths
 * and components.
 */
export function runtimeContractDoc(doc: Json): Json {
  const operations = [...readOperations(doc).values()].map((operation): Operation => ({
    ...operation,
    parameters: operation.parameters.map(({ schemaPointer: _unread, ...parameter }) => parameter),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, spec]) => [status, { body: spec.body }]),
    ) as Operation['responses'],
  }));
  return {
    info: { version: (doc.info as Json | undefined)?.version },
    [READ_OPERATIONS]: operations,
  };
}
