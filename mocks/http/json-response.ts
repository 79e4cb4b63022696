import { HttpResponse } from 'msw';

/**
 * A JSON answer that keeps its text: `text()` and `json()` read the string the mock produced
 * instead of encoding it to UTF-8 and decoding it back. In the page there is no wire between the
 * mock and the app, and for a 10,000-row list (16 MB) that round trip cost more than building the
 * rows. The body stream is still a real one, encoded only when someone reads it (a clone, a
 * service worker, Node's interceptors), so every other way of reading the response behaves as usual.
 */
export class JsonTextResponse extends HttpResponse<string> {
  readonly #text: string;

  constructor(text: string, init: ResponseInit) {
    super(lazyUtf8Stream(text) as unknown as string, init);
    this.#text = text;
  }

  override text(): Promise<string> {
    const body = super.body;
    if (this.bodyUsed || !body) return super.text();
    // Cancelling marks the body as read, exactly as a native text() would.
    void body.cancel();
    return Promise.resolve(this.#text);
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }
}

/** A stream that encodes `text` only when it is read (highWaterMark 0: no pull before a read). */
function lazyUtf8Stream(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
