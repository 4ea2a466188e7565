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
