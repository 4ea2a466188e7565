/**
 * issue #28 §6 "the log names no person": an import's unexpected error crosses back from the worker
 * thread, and reaches the log as a 500, with its kind and its stack frames, never its message.
 */
import { describe, expect, it } from 'vitest';
import { serializeError } from '../logging.ts';
import { withoutContent } from './without-content.ts';

function thrownBy(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return null;
}

describe('withoutContent', () => {
  it('keeps the kind and where it was thrown, drops the message that quotes the CV', () => {
    const error = thrownBy(function understandTheExperiences() {
      throw new RangeError('Invalid date in "Élise Martin, Société Générale, janv. 2019"');
    });
    const safe = withoutContent(error);
    const logged = JSON.stringify(serializeError(safe));
    expect(logged).toContain('RangeError');
    expect(logged).toContain('understandTheExperiences');
    for (const word of ['Élise', 'Martin', 'Société', 'janv.']) expect(logged).not.toContain(word);
    expect(
      safe.stack
        ?.split('\n')
        .slice(1)
        .every((line) => /^\s+at /.test(line)),
    ).toBe(true);
  });

  it('names no content of a thrown value that is not an Error', () => {
    const logged = JSON.stringify(serializeError(withoutContent('elise.martin@example.fr')));
    expect(logged).toContain('string');
    expect(logged).not.toContain('elise');
  });
});
