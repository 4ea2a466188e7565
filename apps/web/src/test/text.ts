/**
 * A message as Testing Library's ByText queries read the page: whitespace collapsed, so that the
 * narrow no-break spaces of French punctuation (« », before ? ! : ;, issue #26 §19) read as the
 * spaces the queries compare with. Use it on a query built from a catalogue message.
 */
export function asRead(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
