/**
 * A `matchMedia` for jsdom answering `matches` to every query (issue #11 §3 layouts: `true` makes
 * both the desk's `min-width` and the phone's `max-width` queries match, `false` neither). Pass it
 * to `vi.stubGlobal('matchMedia', …)` or install it as the default (test/setup.ts).
 */
export function matchMediaAnswering(matches: boolean): (query: string) => MediaQueryList {
  return (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
