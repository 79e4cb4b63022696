import { contract } from '@mocks/http/contract';

const CONTRACT_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The methods a path answers, for `Allow`: the contract's operations on the path (a concrete
 * path such as `/api/teams/team_1`), plus HEAD where GET is allowed and OPTIONS (CORS). Null when
 * no operation of the contract has this path: such a path is not a resource (404 whatever the
 * method), so there is nothing to allow.
 */
export function allowedMethods(pathname: string): string[] | null {
  const methods = CONTRACT_METHODS.filter((m) => contract.findOperation(m, pathname)).map((m) =>
    m.toUpperCase(),
  );
  if (methods.length === 0) return null;
  if (methods.includes('GET')) methods.splice(1, 0, 'HEAD');
  return [...methods, 'OPTIONS'];
}
