import { describe, expect, it } from 'vitest';
import { JsonTextResponse } from './json-response';

const TEXT = JSON.stringify({ data: [{ id: 'a', name: 'Zoë' }], total: 1 });

describe('JsonTextResponse', () => {
  it('hands its text to text() and json(), with status and headers', async () => {
    const response = new JsonTextResponse(TEXT, {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe(TEXT);
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(await new JsonTextResponse(TEXT, {}).json()).toEqual({
      data: [{ id: 'a', name: 'Zoë' }],
      total: 1,
    });
  });

  it('reads like any response through a clone, the body stream and arrayBuffer (UTF-8)', async () => {
    const response = new JsonTextResponse(TEXT, { status: 200 });
    const clone = response.clone();
    expect(await clone.json()).toEqual(JSON.parse(TEXT));
    expect(await response.text()).toBe(TEXT);

    const bytes = new Uint8Array(await new JsonTextResponse(TEXT, {}).arrayBuffer());
    expect(Array.from(bytes)).toEqual(Array.from(new TextEncoder().encode(TEXT)));

    const streamed = await new Response(new JsonTextResponse(TEXT, {}).body).text();
    expect(streamed).toBe(TEXT);
  });

  it('cannot be cloned once read', async () => {
    const response = new JsonTextResponse(TEXT, {});
    await response.json();
    expect(() => response.clone()).toThrow(TypeError);
  });
});
