import { describe, expect, it } from 'vitest';
import { TEXT_CONTROL_MESSAGE } from '@/lib/text-content';
import { contract } from './contract';
import { checkTextFields, textTree } from './text-fields';

const doc = {
  components: {
    schemas: {
      Step: {
        type: 'object',
        properties: { name: { type: 'string' }, note: { type: 'string', 'x-multiline': true } },
      },
      Input: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          password: { type: 'string', format: 'password' },
          steps: { type: 'array', items: { $ref: '#/components/schemas/Step' } },
          answers: {
            type: 'object',
            additionalProperties: { type: 'string', 'x-multiline': true },
          },
          body: { allOf: [{ $ref: '#/components/schemas/Step' }] },
        },
      },
    },
  },
};
const tree = textTree(doc, { $ref: '#/components/schemas/Input' });

describe('text fields of a request, from its schema', () => {
  it('finds multi-line text through $ref, items, maps and allOf, and passwords', () => {
    expect(tree).toEqual({
      props: {
        password: { verbatim: true },
        steps: { items: { props: { note: { multiline: true } } } },
        answers: { any: { multiline: true } },
        body: { props: { note: { multiline: true } } },
      },
    });
  });

  it('names each refused string like the schema details do, and keeps multi-line breaks', () => {
    const body = {
      title: 'Q1\u202E',
      steps: [
        { name: 'One', note: 'a\nb' },
        { name: 'Two\n', note: 'c\u0000' },
      ],
      answers: { m1: 'Line one\r\nLine two', m2: '\u001B[31mred' },
    };
    expect(checkTextFields(body, tree, 'body')).toEqual([
      { field: 'title', message: TEXT_CONTROL_MESSAGE },
      { field: 'steps[1].name', message: TEXT_CONTROL_MESSAGE },
      { field: 'steps[1].note', message: TEXT_CONTROL_MESSAGE },
      { field: 'answers.m2', message: TEXT_CONTROL_MESSAGE },
    ]);
    expect(body.steps[0].note).toBe('a\nb');
    expect(body.answers.m1).toBe('Line one\nLine two');
  });

  it('composes accepted text (NFC) but leaves a password as typed', () => {
    const body = { title: 'Rene\u0301e', password: 'Rene\u0301e!2026' };
    expect(checkTextFields(body, tree, 'body')).toEqual([]);
    expect(body).toEqual({ title: 'Ren\u00E9e', password: 'Rene\u0301e!2026' });
  });

  it('walks a body nested thousands deep without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(checkTextFields(deep, undefined, 'body')).toHaveLength(1);
  });
});

describe("the contract's text fields", () => {
  const createTeam = contract.getOperation('createTeam')!;
  const validate = (body: unknown, query: Record<string, unknown> = {}) =>
    contract.validateRequest(createTeam, {
      params: {},
      query,
      body,
      contentType: 'application/json',
    });

  it("refuses a control character in a team's name, keeps a line break in its description", () => {
    expect(validate({ name: 'Sales\u0007' })).toEqual([
      { field: 'name', message: TEXT_CONTROL_MESSAGE },
    ]);
    expect(validate({ name: 'Sales\nteam' })).toEqual([
      { field: 'name', message: TEXT_CONTROL_MESSAGE },
    ]);
    const body = { name: 'Sales', description: 'Field sales\r\nand inside sales' };
    expect(validate(body)).toEqual([]);
    expect(body.description).toBe('Field sales\nand inside sales');
  });

  it('refuses a zero-width space in a search', () => {
    const listEmployees = contract.getOperation('listEmployees')!;
    const query: Record<string, unknown> = { search: 'ada\u200B' };
    expect(
      contract.validateRequest(listEmployees, {
        params: {},
        query,
        body: undefined,
        contentType: null,
      }),
    ).toEqual([{ field: 'search', message: TEXT_CONTROL_MESSAGE, in: 'query' }]);
  });
});
