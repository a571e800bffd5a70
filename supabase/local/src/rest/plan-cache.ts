import type { Prepared } from './plan-types.ts';

const MAX_PLANS = 500;

/**
 * Planned reads by request shape. A GET or HEAD is planned from its path, query string and the
 * Accept, Prefer, Range and Accept-Profile headers alone, so an identical request reuses the SQL
 * and its parameters instead of parsing and planning again. Plans belong to one schema-cache
 * version and are dropped when it reloads.
 */
export class PlanCache {
  private plans = new Map<string, Prepared>();
  private version = -1;

  static keyOf(req: Request, path: string, url: URL): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const h = req.headers;
    return [
      req.method,
      path,
      url.search,
      h.get('accept'),
      h.get('prefer'),
      h.get('range'),
      h.get('accept-profile'),
    ].join('\n');
  }

  get(key: string, version: number): Prepared | undefined {
    if (version !== this.version) {
      this.plans.clear();
      this.version = version;
    }
    return this.plans.get(key);
  }

  set(key: string, version: number, plan: Prepared): void {
    if (version !== this.version) return;
    if (this.plans.size >= MAX_PLANS) this.plans.clear();
    this.plans.set(key, plan);
  }
}
