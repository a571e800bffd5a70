let warming: Promise<unknown> | undefined;

/**
 * What the video screens show offline beyond their code (which the app's offline warm-up fetches
 * as files): the public feeds themselves, into the query cache kept on the device and the service
 * worker's list cache, so a first offline visit still finds them. Runs once per page life.
 */
export function warmVideoData(): Promise<unknown> {
  warming ??= import('./hooks/use-public-list').then((module) => module.warmPublicLists());
  warming.catch(() => {
    warming = undefined;
  });
  return warming;
}
