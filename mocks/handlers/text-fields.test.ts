import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { callApi } from '@mocks/test/api';
import { loginAs } from '@mocks/test/login';

// openapi.yaml, "Text fields".
const REFUSED = 'Cannot contain control or invisible formatting characters';

describe('text fields of the requests', () => {
  it('refuses a team whose name or description holds a control character, naming each field', async () => {
    const token = await loginAs('admin');
    const before = db.teams.count();
    const response = await callApi('post', '/api/teams', {
      token,
      body: { name: 'Data\u001B[31m', description: 'Pipelines\u202E' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      details: [
        { field: 'name', message: REFUSED },
        { field: 'description', message: REFUSED },
      ],
    });
    expect(db.teams.count()).toBe(before);
  });

  it('stores a team composed, with the line breaks of its description as \\n', async () => {
    const token = await loginAs('admin');
    const response = await callApi('post', '/api/teams', {
      token,
      body: { name: 'Équipe Rene\u0301e 👩‍💻', description: 'Pipelines\r\nand dashboards' },
    });
    expect(response.status).toBe(201);
    const stored = db.teams.first((t) => t.name.startsWith('Équipe'))!;
    expect(stored.name).toBe('Équipe Ren\u00E9e 👩‍💻');
    expect(stored.description).toBe('Pipelines\nand dashboards');
  });

  it('refuses a zero-width space in an employee search', async () => {
    const token = await loginAs('admin');
    const response = await callApi('get', '/api/employees?search=ada%E2%80%8B', { token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ details: [{ field: 'search', message: REFUSED }] });
  });
});
