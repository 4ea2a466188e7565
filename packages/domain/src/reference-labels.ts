/**
 * Labels of the reference catalogue (DESIGN.md "Data"), without the zod contracts of
 * `reference.ts` (which re-exports them), so that screens showing labels do not load zod
 * (issue #11 §6).
 */
import type { Locale } from './constants.ts';
import type { CatalogRef } from './resume.ts';

/** The kinds of reference items (DESIGN.md "Data"); `reference.ts` builds its schema on them. */
export const REFERENCE_KINDS = ['domain', 'skill', 'job', 'sector', 'sub_sector'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** What a label lookup needs of a reference item (`ReferenceItem` of `reference.ts` has it). */
export interface LabelledReferenceItem {
  kind: ReferenceKind;
  id: string;
  labelFr: string;
  labelEn: string;
}

/** Looks up labels: `labelOf('skill', ref, 'fr')`. Custom refs show their own label. */
export type LabelOf = (kind: ReferenceKind, ref: CatalogRef | string, locale: Locale) => string;

/**
 * Builds a `LabelOf` over reference items. Unknown ids fall back to the ref's own label, then to
 * the id itself, so a renamed or removed catalogue entry never hides the user's data.
 */
export function makeLabelOf(items: readonly LabelledReferenceItem[]): LabelOf {
  const byKey = new Map(items.map((item) => [`${item.kind}:${item.id}`, item]));
  return (kind, ref, locale) => {
    const id = typeof ref === 'string' ? ref : ref.id;
    const ownLabel = typeof ref === 'string' ? undefined : ref.label;
    if (typeof ref !== 'string' && ref.custom) return ownLabel ?? id;
    const item = byKey.get(`${kind}:${id}`);
    if (!item) return ownLabel ?? id;
    return locale === 'en' ? item.labelEn : item.labelFr;
  };
}
