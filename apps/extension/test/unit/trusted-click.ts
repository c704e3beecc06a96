// A click as the browser makes it from the user's input. jsdom's element.click() and dispatchEvent() make
// untrusted events (as a page script's would), which the panels' spending and saving buttons ignore
// (content/trusted-events.ts). jsdom dispatches the events it makes itself through its internal _dispatch
// with isTrusted set; this does the same. Test-only: nothing in the extension or a page can do this.
type Impl = { isTrusted: boolean; _dispatch(event: Impl): boolean };

const implOf = <T extends Impl>(wrapper: object): T => {
  const symbol = Object.getOwnPropertySymbols(wrapper).find(
    (candidate) => String(candidate) === "Symbol(impl)",
  );
  if (!symbol) throw new Error("jsdom's implementation object was not found");
  const impl = (wrapper as Record<symbol, T | undefined>)[symbol];
  if (!impl) throw new Error("jsdom's implementation object was not found");
  return impl;
};

export function userClick(element: Element): void {
  const event = implOf(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));
  event.isTrusted = true;
  implOf(element)._dispatch(event);
}
