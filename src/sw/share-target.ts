import { registerRoute } from 'workbox-routing';
import {
  keepShare,
  parseSharedForm,
  SHARE_TARGET,
  submitPathFor,
  type ParsedShare,
} from '@/features/submit/worker';

const NOTHING_SHARED: ParsedShare = { kind: 'empty', title: '' };

/** 303: the browser follows with a GET, so a reload of Submit never posts the share again. */
function seeSubmit(origin: string, path: string): Response {
  return Response.redirect(new URL(path, origin).href, 303);
}

/**
 * The OS posts a share (manifest share_target) here. The worker keeps it in IndexedDB, so it is
 * there whether the app opens online, offline or behind a sign-in, and opens Submit on it. A
 * share it cannot read still opens Submit, as the app's own Upload would.
 */
async function receiveShare(request: Request, origin: string): Promise<Response> {
  let share = NOTHING_SHARED;
  try {
    share = parseSharedForm(await request.formData());
    return seeSubmit(origin, submitPathFor(share, await keepShare(share, Date.now())));
  } catch (cause) {
    console.error('Keeping the shared video failed', cause);
    return seeSubmit(origin, submitPathFor(share, null));
  }
}

/** Registered before the shell's routes, so the share's POST is answered here. */
export function handleShareTarget(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET.action,
    ({ request }) => receiveShare(request, scope.location.origin),
    'POST',
  );
}
