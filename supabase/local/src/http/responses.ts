/** JSON response with the given status and extra headers. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const result = new Headers(headers);
  if (!result.has('content-type')) result.set('content-type', 'application/json; charset=utf-8');
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: result,
  });
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Reads a JSON body; null when the body is empty, a SyntaxError when it is not JSON. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return null;
  return JSON.parse(text) as unknown;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
