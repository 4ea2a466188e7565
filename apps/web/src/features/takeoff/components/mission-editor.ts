/**
 * The contract between the stepper (TakeoffPage) and each mission's editor (spec §2 /takeoff/1…7).
 *
 * An editor renders a `<form id={formId}>`; the stepper's Previous, Next, Finish and step buttons
 * submit it, and the editor calls `onSaved` once its data is saved (or unchanged), which moves on.
 * `onDirtyChange` tells the stepper whether unsaved entries exist, so leaving the mission any other
 * way asks first (nothing entered is lost silently).
 */
import type { Resume } from '@highlight/domain/user';

export interface MissionEditorProps {
  /** The saved resume, as last answered by the API. */
  resume: Resume;
  formId: string;
  onSaved: () => void;
  onSavingChange: (saving: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
}
