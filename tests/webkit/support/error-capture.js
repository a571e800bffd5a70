// Injected at document start by launcher.py: records script errors from the first line of the page
// so tests can read them with executeScript (WebKitWebDriver has no console-log command).
(() => {
  const errors = [];
  Object.defineProperty(window, '__webkitTestErrors', { value: errors });
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  window.addEventListener('error', (event) => {
    // Failed resource loads (img, script) bubble as plain events: they are not script errors.
    if (!(event instanceof ErrorEvent)) return;
    errors.push(`error: ${event.error ? text(event.error) : event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    errors.push(`unhandledrejection: ${text(event.reason)}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push(`console.error: ${args.map(text).join(' ')}`);
    consoleError(...args);
  };
})();
