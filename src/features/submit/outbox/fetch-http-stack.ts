import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/**
 * tus-js-client's browser stack uses XMLHttpRequest, which service workers lack: there the
 * upload goes through fetch. fetch reports no upload progress, so progress moves per chunk.
 */
class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}
  getStatus(): number {
    return this.response.status;
  }
  getHeader(header: string): string | undefined {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody(): string {
    return this.body;
  }
  getUnderlyingObject(): Response {
    return this.response;
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers = new Headers();
  private readonly controller = new AbortController();
  private onProgress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}
  getMethod(): string {
    return this.method;
  }
  getURL(): string {
    return this.url;
  }
  setHeader(header: string, value: string): void {
    this.headers.set(header, value);
  }
  getHeader(header: string): string | undefined {
    return this.headers.get(header) ?? undefined;
  }
  setProgressHandler(handler: (bytesSent: number) => void): void {
    this.onProgress = handler;
  }
  async send(body?: BodyInit | null): Promise<HttpResponse> {
    const response = await fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body ?? null,
      signal: this.controller.signal,
    });
    if (body instanceof ArrayBuffer) this.onProgress(body.byteLength);
    return new FetchResponse(response, await response.text());
  }
  abort(): Promise<void> {
    this.controller.abort();
    return Promise.resolve();
  }
  getUnderlyingObject(): AbortController {
    return this.controller;
  }
}

export const fetchHttpStack: HttpStack = {
  createRequest: (method, url) => new FetchRequest(method, url),
  getName: () => 'FetchHttpStack',
};
