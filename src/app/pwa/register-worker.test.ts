import { describe, expect, it, vi } from 'vitest';
import { registerWorker } from './register-worker';

/** A worker whose state the test moves on, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
}

function fakeContainer(controlled: boolean, registration: FakeRegistration) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration),
  });
  return container;
}

function callbacks() {
  return { onNeedRefresh: vi.fn(), onRegisterError: vi.fn() };
}

async function registered(controlled: boolean, registration = new FakeRegistration()) {
  const container = fakeContainer(controlled, registration);
  const told = callbacks();
  const apply = registerWorker(container as unknown as ServiceWorkerContainer, told);
  await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
  await Promise.resolve();
  return { container, told, apply, registration };
}

describe('registerWorker', () => {
  it('a first install (no controller yet) is not taken for an update waiting', async () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.installing = worker;
    const { told } = await registered(false, registration);
    worker.moveTo('installed');
    expect(told.onNeedRefresh).not.toHaveBeenCalled();
  });

  it('a new build found later, while a worker controls the page, asks for a refresh', async () => {
    const { told, registration } = await registered(true);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    expect(told.onNeedRefresh).toHaveBeenCalledOnce();
  });

  it('a build already waiting asks for a refresh; Reload tells it to take over and reloads on the switch', async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    const { told, apply, container } = await registered(true, registration);
    expect(told.onNeedRefresh).toHaveBeenCalledOnce();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    await apply();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('a failed registration is reported', async () => {
    const container = Object.assign(new EventTarget(), {
      controller: null,
      register: vi.fn(async () => Promise.reject(new Error('blocked'))),
    });
    const told = callbacks();
    registerWorker(container as unknown as ServiceWorkerContainer, told);
    await vi.waitFor(() => expect(told.onRegisterError).toHaveBeenCalledOnce());
  });

  it('runs on without a worker where register() resolves with nothing', async () => {
    const container = Object.assign(new EventTarget(), {
      controller: null,
      register: vi.fn(async () => undefined),
    });
    const told = callbacks();
    const apply = registerWorker(container as unknown as ServiceWorkerContainer, told);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    await Promise.resolve();
    expect(told.onRegisterError).not.toHaveBeenCalled();
    await expect(apply()).resolves.toBeUndefined();
  });
});
