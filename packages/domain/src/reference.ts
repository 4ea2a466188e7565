/**
 * Reference data contracts (DESIGN.md "Data": skills, domains, jobs, sectors, sub-sectors in FR
 * and EN, shipped as versioned seed data). `GET /api/reference` answers `ZReferenceResponse`.
 */
import { z } from 'zod';
import type { Locale } from './constants.ts';
import type { CatalogRef } from './resume.ts';

export const REFERENCE_KINDS = ['domain', 'skill', 'job', 'sector', 'sub_sector'] as const;
export const ZReferenceKind = z.enum(REFERENCE_KINDS);
export type ReferenceKind = z.infer<typeof ZReferenceKind>;

export const ZReferenceItem = z.object({
  kind: ZReferenceKind,
  id: z.string(),
  parentId: z.string().nullable(),
  labelFr: z.string(),
  labelEn: z.string(),
});
export type ReferenceItem = z.infer<typeof ZReferenceItem>;

export const ZReferenceResponse = z.object({ version: z.number().int(), items: z.array(ZReferenceItem) });
export type ReferenceResponse = z.infer<typeof ZReferenceResponse>;

/** Looks up labels: `labelOf('skill', ref, 'fr')`. Custom refs show their own label. */
export type LabelOf = (kind: ReferenceKind, ref: CatalogRef | string, locale: Locale) => string;

/**
 * Builds a `LabelOf` over reference items. Unknown ids fall back to the ref's own label, then to
 * the id itself, so a renamed or removed catalogue entry never hides the user's data.
 */
export function makeLabelOf(items: readonly ReferenceItem[]): LabelOf {
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
