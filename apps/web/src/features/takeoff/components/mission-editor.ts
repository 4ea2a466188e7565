/**
 * The contract between the stepper (TakeoffPage) and each mission's editor (spec §2 /takeoff/1…7).
 *
 * An editor renders a `<form id={formId}>`; the stepper's Previous, Next, Finish and step buttons
 * submit it, and the editor calls `onSaved` once its data is saved (or unchanged), which moves on.
 * `onDirtyChange` tells the stepper whether unsaved entries exist, so leaving the mission any other
 * way asks first (nothing entered is lost silently), and what is typed is kept as a local draft
 * (issue #11 §4) offered back after a reload, an expired session or a failed save.
 */
import type { Resume } from '@highlight/domain/user';
import type { DraftOffer } from '../../../hooks/use-local-draft.ts';

export interface MissionEditorProps {
  /** The saved resume, as last answered by the API. */
  resume: Resume;
  formId: string;
  onSaved: () => void;
  onSavingChange: (saving: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Where the mission's local draft is kept (issue #11 §4, `draftKey(userId, step)`). */
  draftKey: string;
  /** Receives the local draft found on arrival (offered back), then `null` once decided. */
  onDraftOffer: (offer: DraftOffer | null) => void;
}
