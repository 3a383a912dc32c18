/**
 * What an edit screen read its item at (decision 0100): the `X-Edit-Sequence` of the answer its
 * form was filled from, moved on by each of the screen's own writes. Its saves send it back as
 * `If-Match`, so a save is refused (412, in words) when someone else wrote the item meanwhile,
 * instead of silently replacing their work. Pass it as `reading` to the call that loads the item
 * and to every write the screen makes; api.ts keeps it up to date.
 */
import { useRef } from 'react';

export interface EditReading {
  /** The sequence the form's item was read at; null before it was read (a new item). */
  sequence: string | null;
}

export function useEditReading(): EditReading {
  return useRef<EditReading>({ sequence: null }).current;
}
