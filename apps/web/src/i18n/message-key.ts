import { readMessage } from '@highlight/domain/message';

/**
 * Zod and API validation messages are catalogue keys written `namespace.key`
 * (`validation.invalidNumber`, STYLE.md "One contract"); i18next addresses them as
 * `namespace:key`. Keys without a namespace are left as they are.
 */
const NAMESPACED = /^(validation|errors)\.(.+)$/;

/** `validation.invalidNumber` → `validation:invalidNumber`, for `t()`. */
export function messageKey(message: string): string {
  const match = NAMESPACED.exec(message);
  return match ? `${match[1]}:${match[2]}` : message;
}

/**
 * i18next's `parseMissingKeyHandler` (issue #26 §18): a validation message that carries values
 * (`validation.unprintableCharacters?characters=…`, `@highlight/domain/message`) reaches `t()`
 * through {@link messageKey} as any other message, and is no key of the catalogues; it is
 * translated here as its key with its values, so that every form showing a rule's message shows
 * this one whole. `key` is what `t()` was given (`validation:…`, as {@link messageKey} writes it;
 * `validation` is the namespace when none is named). Any other missing key comes back as it was.
 */
export function translateKeyWithValues(
  translate: (key: string, values: Record<string, string>) => string,
): (key: string) => string {
  return (key) => {
    const { key: base, values } = readMessage(key);
    if (base === key) return key;
    const namespaced = base.includes(':') ? base : messageKey(base);
    return translate(namespaced.includes(':') ? namespaced : `validation:${base}`, values);
  };
}
