/**
 * A payment page opens in a new tab (part 2 §4). The tab is opened at the tap itself, because
 * phones (iOS Safari above all) block a tab opened after an await; it is sent to the page once
 * the server has answered, or closed when it could not.
 */
export function openCheckoutTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.document.title = 'Opening checkout…';
  return tab;
}

/** Sends the (blank) tab to the payment page; a blocked tab means this one goes there. */
export function showCheckout(tab: Window | null, url: string): void {
  if (tab && !tab.closed) {
    // The payment page must not be able to reach back into LaughLoop.
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.location.assign(url);
  }
}
