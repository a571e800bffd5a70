import { preflight } from './cors.ts';
import { errorResponse, readJsonBody } from './http.ts';
import { type Fields, objectBody, ValidationError } from './validate.ts';

/** A refusal with a status and a message for the caller, e.g. 403 or 429. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type JsonHandler = (req: Request, body: Fields) => Promise<Response>;

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

/**
 * The shape every LaughLoop function shares: answers the CORS preflight, accepts POST with a JSON
 * object body, and turns ValidationError into 400 and HttpError into its status. Anything else is
 * logged and answered with a generic 500, so internals never reach the browser.
 */
export function jsonHandler(handle: JsonHandler): (req: Request) => Promise<Response> {
  return async (req) => {
    const answer = preflight(req);
    if (answer) return answer;
    if (req.method !== 'POST') return errorResponse('Method not allowed; use POST', 405);
    const read = await readJsonBody(req);
    if (!read.ok) return read.response;
    try {
      return await handle(req, objectBody(read.value));
    } catch (error) {
      if (error instanceof ValidationError) return errorResponse(error.message, 400);
      if (error instanceof HttpError) return errorResponse(error.message, error.status);
      console.error(error);
      return errorResponse(INTERNAL_ERROR, 500);
    }
  };
}
