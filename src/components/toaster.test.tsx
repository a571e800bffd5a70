import { afterEach, expect, it } from 'vitest';
import { render, waitForElement, type Rendered } from '@/testing/render';
import { dismissToast, toast, useToastStore } from './toast-store';
import { Toaster } from './toaster';

// axe's 'list' rule on /premium-group: an <li role="alert"> is no list item, so a failure toast
// made the region's <ol> a list with a non-li child.

let rendered: Rendered | undefined;

afterEach(async () => {
  for (const item of useToastStore.getState().toasts) dismissToast(item.id);
  await rendered?.unmount();
  rendered = undefined;
});

it('keeps every toast a plain list item, with an error announced as an alert inside it', async () => {
  rendered = await render(<Toaster />);
  toast({ title: 'Posted', variant: 'success' });
  toast({ title: 'Sharing Failed', description: 'Try again.', variant: 'destructive' });
  const alert = await waitForElement(rendered.container, '[role="alert"]');
  expect(alert.textContent).toContain('Sharing Failed');
  const list = rendered.container.querySelector('ol');
  const children = [...(list?.children ?? [])];
  expect(children).toHaveLength(2);
  for (const child of children) {
    expect(child.tagName).toBe('LI');
    expect(child.getAttribute('role')).toBeNull();
  }
});
