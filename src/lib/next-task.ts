/** Resolves in a task of its own, so the work before and after it are two tasks, not one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
