import { describe, expect, it } from 'vitest';
import { createContract } from './create-contract';

const doc = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '9.9.9' },
  security: [{ bearerAuth: [] }],
  paths: {
    '/api/review-cycles/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        operationId: 'getReviewCycle',
        responses: {
          '200': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Cycle' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/review-cycles/pending-approvals': {
      get: {
        operationId: 'listPendingApprovals',
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'archived', in: 'query', schema: { type: 'boolean', default: false } },
          { name: 'status', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
        ],
        responses: { '200': { content: { 'application/json': { schema: { type: 'array' } } } } },
      },
    },
    '/api/teams': {
      post: {
        operationId: 'createTeam',
        security: [],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/TeamInput' } } },
        },
        responses: {
          '201': { content: { 'application/json': { schema: { type: 'object' } } } },
          '204': { description: 'none' },
          '4XX': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } },
    responses: {
      NotFound: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'string' }, message: { type: 'string' } },
      },
      Cycle: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
        additionalProperties: false,
      },
      TeamInput: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            'x-error-messages': { required: 'Team name is required' },
          },
          code: {
            type: 'string',
            pattern: '^[A-Z]+$',
            format: 'email',
            'x-error-messages': { pattern: 'Code must be upper case', '*': 'Code is invalid' },
          },
          email: { type: 'string', format: 'email' },
          teamIds: { type: 'array', items: { type: 'integer' }, maxItems: 3 },
          isActive: { type: 'boolean', default: true },
          address: {
            type: 'object',
            additionalProperties: false,
            properties: { city: { type: 'string' } },
          },
          role: { type: 'string', enum: ['admin', 'manager'] },
        },
      },
    },
  },
};

const contract = createContract(doc);
const op = (id: string) => contract.getOperation(id)!;

describe('findOperation', () => {
  it('prefers a literal segment over a templated one', () => {
    expect(contract.findOperation('GET', '/api/review-cycles/pending-approvals')?.operationId).toBe(
      'listPendingApprovals',
    );
    const match = contract.findOperation('get', '/api/review-cycles/42');
    expect(match?.operationId).toBe('getReviewCycle');
    expect(match?.pathTemplate).toBe('/api/review-cycles/{id}');
    expect(match?.params).toEqual({ id: '42' });
  });

  it('matches on method and ignores a trailing slash', () => {
    expect(contract.findOperation('post', '/api/teams/')?.operationId).toBe('createTeam');
    expect(contract.findOperation('get', '/api/teams')).toBeUndefined();
    expect(contract.findOperation('get', '/api/review-cycles/1/extra')).toBeUndefined();
  });

  it('reads security, version and resolved parameters', () => {
    expect(contract.version).toBe('9.9.9');
    expect(op('createTeam').requiresAuth).toBe(false);
    expect(op('getReviewCycle').requiresAuth).toBe(true);
    expect(op('getReviewCycle').parameters).toMatchObject([{ name: 'id', in: 'path' }]);
  });
});

describe('validateRequest', () => {
  it('coerces path and query strings and reports bad ones by name', () => {
    const params: Record<string, unknown> = { id: '7' };
    expect(
      contract.validateRequest(op('getReviewCycle'), {
        params,
        query: {},
        body: undefined,
        contentType: null,
      }),
    ).toEqual([]);
    expect(params.id).toBe(7);

    const badParams = { id: 'abc' };
    expect(
      contract.validateRequest(op('getReviewCycle'), {
        params: badParams,
        query: {},
        body: undefined,
        contentType: null,
      }),
    ).toEqual([{ field: 'id', message: 'Must be an integer', in: 'path' }]);

    const query = contract.readQuery(
      op('listPendingApprovals'),
      new URLSearchParams('limit=3&status=a&status=b&x=1'),
    );
    expect(query).toEqual({ limit: '3', status: ['a', 'b'] });
    expect(
      contract.validateRequest(op('listPendingApprovals'), {
        params: {},
        query,
        body: undefined,
        contentType: null,
      }),
    ).toEqual([]);
    expect(query.limit).toBe(3);

    const zero = { limit: '0' };
    expect(
      contract.validateRequest(op('listPendingApprovals'), {
        params: {},
        query: zero,
        body: undefined,
        contentType: null,
      }),
    ).toEqual([{ field: 'limit', message: 'Must be 1 or more', in: 'query' }]);
  });

  it('takes integer parameters in decimal digits only', () => {
    const read = (search: string) => {
      const query = contract.readQuery(op('listPendingApprovals'), new URLSearchParams(search));
      const details = contract.validateRequest(op('listPendingApprovals'), {
        params: {},
        query,
        body: undefined,
        contentType: null,
      });
      return { query, details };
    };
    expect(read('limit=25')).toEqual({ query: { limit: 25, archived: false }, details: [] });
    expect(read('limit=007').query.limit).toBe(7);
    // Each of these is a number to JavaScript (or to ajv's coercion), none is decimal digits.
    for (const spelled of ['1e309', 'Infinity', '-Infinity', 'NaN', '0x10', '0b1', '0o7', '1e3']) {
      expect(read(`limit=${spelled}`).details, spelled).toEqual([
        { field: 'limit', message: 'Must be an integer', in: 'query' },
      ]);
    }
    for (const spelled of ['%205', '5%20', '%2B5', '5.0', '5.5', '', '-']) {
      expect(read(`limit=${spelled}`).details, spelled).toEqual([
        { field: 'limit', message: 'Must be an integer', in: 'query' },
      ]);
    }
    expect(read(`limit=${'9'.repeat(400)}`).details).toEqual([
      { field: 'limit', message: 'Must be 9007199254740991 or less', in: 'query' },
    ]);
    expect(read('limit=-3').details).toEqual([
      { field: 'limit', message: 'Must be 1 or more', in: 'query' },
    ]);
  });

  it('reports one detail per body field with JSON paths', () => {
    const details = contract.validateRequest(op('createTeam'), {
      params: {},
      query: {},
      body: { email: 'not an email', teamIds: [1, 'x'], role: 'boss', extra: true },
      contentType: 'application/json',
    });
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Team name is required', custom: true },
        { field: 'email', message: 'Must be a valid email address' },
        { field: 'teamIds[1]', message: 'Must be an integer' },
        { field: 'role', message: 'Must be one of: admin, manager' },
        { field: 'extra', message: 'Is not allowed' },
      ]),
    );
    expect(details).toHaveLength(5);
  });

  it('refuses a body with more keys than its schema declares at the first unknown one', () => {
    const keys = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 1]));
    const validate = (body: unknown) =>
      contract.validateRequest(op('createTeam'), {
        params: {},
        query: {},
        body,
        contentType: 'application/json',
      });
    expect(validate({ name: '', role: 'boss', ...keys })).toEqual([
      { field: 'k0', message: 'Is not allowed' },
    ]);
    expect(validate({ name: 'Core', address: { city: 1, ...keys } })).toEqual([
      { field: 'address.k0', message: 'Is not allowed' },
    ]);
    expect(validate({ name: '', teamIds: Array.from({ length: 10_000 }, () => 'x') })).toEqual([
      { field: 'teamIds', message: 'Must have at most 3 items' },
    ]);
  });

  it('fills defaults in the query and the body, never in responses', () => {
    const query: Record<string, unknown> = {};
    const body: Record<string, unknown> = { name: 'Core' };
    contract.validateRequest(op('listPendingApprovals'), {
      params: {},
      query,
      body: undefined,
      contentType: null,
    });
    contract.validateRequest(op('createTeam'), {
      params: {},
      query: {},
      body,
      contentType: 'application/json',
    });
    expect(query).toEqual({ archived: false });
    expect(body).toEqual({ name: 'Core', isActive: true });
    const response = { id: 1, name: 'Q4' };
    contract.validateResponse(op('getReviewCycle'), 200, response);
    expect(response).toEqual({ id: 1, name: 'Q4' });
  });

  it('requires a JSON body when the operation has one', () => {
    const base = { params: {}, query: {} };
    expect(
      contract.validateRequest(op('createTeam'), { ...base, body: undefined, contentType: null }),
    ).toEqual([{ field: 'body', message: 'Request body is required' }]);
    expect(
      contract.validateRequest(op('createTeam'), {
        ...base,
        body: 'name=x',
        contentType: 'text/plain',
      }),
    ).toEqual([{ field: 'body', message: 'Must be JSON (Content-Type: application/json)' }]);
    expect(
      contract.validateRequest(op('createTeam'), {
        ...base,
        body: [],
        contentType: 'application/json',
      }),
    ).toEqual([{ field: 'body', message: 'Must be an object' }]);
    expect(
      contract.validateRequest(op('createTeam'), {
        ...base,
        body: { name: 'Core' },
        contentType: 'application/json; charset=utf-8',
      }),
    ).toEqual([]);
  });
});

describe('contract messages (x-error-messages)', () => {
  const check = (body: unknown) =>
    contract.validateRequest(op('createTeam'), {
      params: {},
      query: {},
      body,
      contentType: 'application/json',
    });

  it('uses the spec message for a missing or empty field', () => {
    expect(check({})).toEqual([{ field: 'name', message: 'Team name is required', custom: true }]);
    expect(check({ name: '' })).toEqual([
      { field: 'name', message: 'Team name is required', custom: true },
    ]);
  });

  it('prefers a keyword message, then the catch-all, over generic ones', () => {
    expect(check({ name: 'A', code: 'abc' })).toEqual([
      { field: 'code', message: 'Code must be upper case', custom: true },
    ]);
    expect(check({ name: 'A', code: 'ABC' })).toEqual([
      { field: 'code', message: 'Code is invalid', custom: true },
    ]);
  });
});

describe('validateResponse', () => {
  it('accepts a body that matches the status schema', () => {
    expect(contract.validateResponse(op('getReviewCycle'), 200, { id: 1, name: 'Q4' })).toEqual([]);
    expect(
      contract.validateResponse(op('getReviewCycle'), 404, { error: 'Review cycle not found' }),
    ).toEqual([]);
  });

  it('catches a body the schema does not allow', () => {
    expect(
      contract.validateResponse(op('getReviewCycle'), 200, { id: '1', name: 'Q4', secret: 1 }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'id', message: 'Must be an integer' },
        { field: 'secret', message: 'Is not allowed' },
      ]),
    );
  });

  it('rejects undocumented statuses and bodies on 204; uses 4XX ranges', () => {
    expect(contract.validateResponse(op('getReviewCycle'), 500, { error: 'x' })).toEqual([
      { field: 'status', message: '500 is not documented for getReviewCycle' },
    ]);
    expect(contract.validateResponse(op('createTeam'), 204, undefined)).toEqual([]);
    expect(contract.validateResponse(op('createTeam'), 204, { a: 1 })).toEqual([
      { field: 'body', message: 'A 204 response must have no body' },
    ]);
    expect(contract.validateResponse(op('createTeam'), 409, { error: 'Taken' })).toEqual([]);
    expect(contract.validateResponse(op('createTeam'), 409, { message: 'no error field' })).toEqual(
      [{ field: 'error', message: 'Required' }],
    );
    expect(contract.validateResponse(op('getReviewCycle'), 200, undefined)).toEqual([
      { field: 'body', message: 'A 200 response must have a JSON body' },
    ]);
  });
});
