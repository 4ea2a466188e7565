/**
 * A validation message with values (issue #26 §18: the characters a text may not hold): the
 * catalogue key and its `{{name}}` values in one string, so that the message goes wherever zod's
 * `issue.message` goes — the forms' field errors, the API's `details` — and each side translates it
 * with its values. Written `key?name=value&…` (`encodeURIComponent` for the values, names being words; a message without values is its
 * key alone, as every other message). Values are well-formed text (no lone surrogate).
 */

/** `key` with `values` for its placeholders: `validation.unprintableCharacters?characters=%E6%97%A5`. */
export function messageWithValues(key: string, values: Record<string, string>): string {
  const pairs = Object.entries(values);
  if (pairs.length === 0) return key;
  const encoded = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${key}?${encoded.join('&')}`;
}

/**
 * A message (`key` or `key?name=value&…`, see {@link messageWithValues}) as its catalogue key and
 * the values of its placeholders (none for a bare key).
 */
export function readMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  if (at === -1) return { key: message, values: {} };
  const values = message
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=') as [string, string?])
    .map(([name, value]) => [name, decodeURIComponent(value ?? '')]);
  return { key: message.slice(0, at), values: Object.fromEntries(values) as Record<string, string> };
}
