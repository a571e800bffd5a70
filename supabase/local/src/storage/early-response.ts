/** Bodies up to this size are read and dropped before an early answer; larger ones close the connection. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

async function drain(body: ReadableStream<Uint8Array>, limit: number): Promise<boolean> {
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return false;
    }
  }
}

/**
 * Prepares an answer sent before the request body was read (auth, RLS or limit refusals). Node
 * resets a keep-alive connection whose body was left unread, and a client still sending then
 * sees ECONNRESET instead of the answer; so a body of reasonable size is read and dropped
 * first, and a larger one gets `Connection: close`.
 */
export async function answerEarly(req: Request, response: Response): Promise<Response> {
  const body = req.body;
  if (!body || req.bodyUsed || body.locked) return response;
  const declared = Number(req.headers.get('content-length'));
  const drained =
    Number.isFinite(declared) && declared > DRAIN_LIMIT
      ? false
      : await drain(body, DRAIN_LIMIT).catch(() => false);
  if (drained) return response;
  const headers = new Headers(response.headers);
  headers.set('connection', 'close');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
