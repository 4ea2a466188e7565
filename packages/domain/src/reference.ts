/**
 * Reference data contracts (DESIGN.md "Data": skills, domains, jobs, sectors, sub-sectors in FR
 * and EN, shipped as versioned seed data). `GET /api/reference` answers `ZReferenceResponse`.
 */
import { z } from 'zod';
import { REFERENCE_KINDS } from './reference-labels.ts';

export { makeLabelOf, REFERENCE_KINDS, type LabelOf, type ReferenceKind } from './reference-labels.ts';
export const ZReferenceKind = z.enum(REFERENCE_KINDS);

export const ZReferenceItem = z.object({
  kind: ZReferenceKind,
  id: z.string(),
  parentId: z.string().nullable(),
  labelFr: z.string(),
  labelEn: z.string(),
  /** issue #27 §1: other written forms of a skill or job (the vocabulary's aliases), for the pickers. */
  aliases: z.array(z.string()).optional(),
});
export type ReferenceItem = z.infer<typeof ZReferenceItem>;

export const ZReferenceResponse = z.object({ version: z.number().int(), items: z.array(ZReferenceItem) });
export type ReferenceResponse = z.infer<typeof ZReferenceResponse>;
