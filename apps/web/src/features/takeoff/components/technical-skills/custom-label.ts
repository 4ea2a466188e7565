/**
 * The label rule of a custom domain or skill (spec §5 custom entries), read from the domain's
 * `ZCatalogRef` so its limits live once: not empty once trimmed, not too long.
 */
import { ZCatalogRef } from '@highlight/domain/resume';

/** The `validation` message key of what is wrong with `label`, or undefined when it is accepted. */
export function customLabelIssue(label: string): 'validation:required' | 'validation:tooLong' | undefined {
  const parsed = ZCatalogRef.safeParse({ id: 'custom', custom: true, label });
  if (parsed.success) return undefined;
  return parsed.error.issues[0]?.code === 'too_big' ? 'validation:tooLong' : 'validation:required';
}
