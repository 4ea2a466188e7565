/**
 * Shapes of the reference data files: compact tuples `[id, labelFr, labelEn?]`, where a missing
 * English label means the French one is used as is (product names such as "React" or "SAP FI").
 */

/** `[id, labelFr, labelEn?]`: a stable kebab-case id and its French and English labels. */
export type LabelTuple = readonly [id: string, labelFr: string, labelEn?: string];

/** A sector with its sub-sectors, each a label tuple. */
export interface SectorData {
  readonly sector: LabelTuple;
  readonly subSectors: readonly LabelTuple[];
}
